import { watchMotion } from '../scroll/engine/motion-watch.ts'
import { TRACK_SELECTOR } from '../scroll/track-dom.ts'

/**
 * The desktop track moves by a CSS translate: each frame it moves, a `scroll` event from the
 * track tells the overlays to measure the elements in it again, as a scrolled container
 * would. (@sanity/visual-editing 6 also re-reads its elements when the track's inline style
 * changes; this is the signal it documents, whatever writes the track's position.) One
 * event, dispatched again each time, so the frame loop allocates nothing.
 */
export function followTrack(): () => void {
  const moved = new Event('scroll')
  let track: Element | null = null
  return watchMotion(() => {
    if (!track?.isConnected) track = document.querySelector(TRACK_SELECTOR)
    track?.dispatchEvent(moved)
  })
}
