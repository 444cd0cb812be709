import type { ComponentPropsWithRef } from 'react'

type Props = Omit<ComponentPropsWithRef<'video'>, 'src' | 'muted' | 'loop' | 'crossOrigin'> & {
  src: string
}

/**
 * A muted, looping, inline video that a WebGL plane may draw: requested with CORS, so
 * the canvas can read its frames from Sanity's CDN or any other host. Playback belongs
 * to `useAutoplay` (on screen, motion preference, the visitor's choice). It loads
 * nothing until then (`preload="none"`): a media player costs a phone a long task and
 * data, and a prerendered page would pay for it before its first paint.
 */
export function LoopVideo({ src, ...rest }: Props) {
  return <video src={src} crossOrigin="anonymous" muted loop playsInline preload="none" {...rest} />
}
