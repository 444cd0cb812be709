import type { ComponentPropsWithRef } from 'react'

type Props = Omit<ComponentPropsWithRef<'video'>, 'src' | 'muted' | 'loop' | 'crossOrigin'> & {
  src: string
}

/**
 * A muted, looping, inline video a WebGL plane may draw (CORS, so the canvas can read its
 * frames). `useAutoplay` owns playback; until then it loads nothing (`preload="none"`), as a
 * media player costs a phone a long task and data before the page's first paint.
 */
export function LoopVideo({ src, ...rest }: Props) {
  return <video src={src} crossOrigin="anonymous" muted loop playsInline preload="none" {...rest} />
}
