import { type CSSProperties, useCallback, useEffect, useMemo } from 'react'
import { preload } from 'react-dom'
import type { SanityImage as SanityImageSource } from '../content/types.ts'
import { DESKTOP_MEDIA } from '../lib/desktop-media.ts'
import { altFor, planImage, sizesForHeight } from './image-plan.ts'
import { onImageLoad, syncLoadedMark } from './loaded-mark.ts'
import { errorOnce, warnOnceInDev } from './log-once.ts'
import './media.css'
import { PLANE_PROPS } from '../scroll/track-dom.ts'

export interface SanityImageProps {
  image: SanityImageSource | null | undefined
  /** Alt text override (e.g. a block's own `alt`); wins over the image's `alt`. */
  alt?: string | null
  /** Used when neither `alt` nor the image carries one (e.g. the entry's title). */
  fallbackAlt?: string | null
  /** Marks the image decorative: `alt=""`, hidden from assistive tech. */
  decorative?: boolean
  /** Request one width (and its 2x) instead of the default ladder. */
  width?: number
  /** About how much of the viewport height the image fills; drives `sizes`. Default 70. */
  vh?: number
  /** Explicit `sizes`, when the height rule does not fit. */
  sizes?: string
  /**
   * Above the fold: eager load, and preloaded at high priority on the desktop track,
   * where it is drawn large. On phones the first paint's largest element is the page's
   * heading, so the image keeps the browser's own priority behind scripts and text.
   */
  priority?: boolean
  /**
   * The source waits for the desktop track to bring the picture near the view
   * (deferred-image.ts). Only for pictures rendered after hydration, never prerendered:
   * the page's HTML keeps real sources for a visitor without JavaScript.
   */
  deferred?: boolean
  className?: string
}

/**
 * A real `<img>` from a Sanity image: srcset/sizes, intrinsic size so nothing shifts, the LQIP
 * until it loads, `data-plane` on the wrapper. A missing or malformed reference draws a neutral
 * box of the right shape and logs once; it never throws into the page.
 */
export function SanityImage({
  image,
  alt,
  fallbackAlt,
  decorative = false,
  width,
  vh = 70,
  sizes,
  priority = false,
  deferred = false,
  className,
}: SanityImageProps) {
  const plan = useMemo(() => planImage(image, width), [image, width])
  const text = decorative ? '' : altFor(image, alt, fallbackAlt)

  useEffect(() => {
    if (plan.ok) {
      if (!decorative && !text) warnOnceInDev(`alt:${plan.src}`, 'Image without alt text', plan.src)
      return
    }
    if (plan.reason === 'malformed') {
      errorOnce(`img:${plan.ref}`, 'Malformed image reference:', plan.ref, plan.error)
    } else {
      warnOnceInDev('img:missing', 'Image missing from content; drew a placeholder')
    }
  }, [plan, decorative, text])

  const src = plan.ok ? plan.src : null
  // Runs on mount and whenever the source changes. The loaded mark lives on the element
  // (loaded-mark.ts), not in state: an image load never re-renders React.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new src restarts the mark
  const imgRef = useCallback(
    (img: HTMLImageElement | null) => {
      if (img) syncLoadedMark(img)
    },
    [src],
  )

  const classes = `media${className ? ` ${className}` : ''}`
  // In the Studio's preview only (content/edit-target.ts): the picture's field.
  const target = image?.$edit?.()
  const style = { '--aspect': String(plan.aspect) } as CSSProperties & Record<string, string>
  if (!plan.ok) {
    return (
      <div
        className={`${classes} media--empty`}
        style={style}
        {...PLANE_PROPS}
        data-sanity={target}
        aria-hidden
      />
    )
  }
  if (plan.lqip) style['--lqip'] = `url("${plan.lqip}")`
  const imageSizes = sizes ?? sizesForHeight(vh, plan.aspect)
  if (priority) {
    preload(plan.src, {
      as: 'image',
      imageSrcSet: plan.srcSet,
      imageSizes,
      fetchPriority: 'high',
      media: DESKTOP_MEDIA,
    })
  }
  return (
    <div className={classes} style={style} {...PLANE_PROPS} data-sanity={target}>
      <img
        ref={imgRef}
        src={deferred ? undefined : plan.src}
        srcSet={deferred ? undefined : plan.srcSet}
        data-src={deferred ? plan.src : undefined}
        data-srcset={deferred ? plan.srcSet : undefined}
        sizes={imageSizes}
        width={plan.width}
        height={plan.height}
        alt={text}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        onLoad={onImageLoad}
      />
    </div>
  )
}
