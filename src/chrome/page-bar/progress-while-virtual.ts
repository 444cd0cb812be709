import { trackState, watchTrack } from '../../scroll/engine/track-state.ts'

export type BindProgressLine = (line: HTMLElement, bar: HTMLElement) => () => void

/**
 * Draws the page bar's progress line while the virtual track runs (desktop widths; below 1024 px
 * the indicator is an arrow), with code from the track's own chunk (`load`), so a phone never
 * loads it. Returns the function that stops drawing it.
 */
export function progressWhileVirtual(
  line: HTMLElement,
  bar: HTMLElement,
  load: () => Promise<BindProgressLine>,
): () => void {
  let unbind: (() => void) | null = null
  let turn = 0
  const follow = (virtual: boolean) => {
    const mine = ++turn
    unbind?.()
    unbind = null
    if (!virtual) return
    load().then(
      (bind) => {
        if (mine === turn) unbind = bind(line, bar)
      },
      (error: unknown) => console.warn('The progress line stays empty:', error),
    )
  }
  follow(trackState.virtual)
  const stop = watchTrack('virtual', follow)
  return () => {
    stop()
    follow(false)
  }
}
