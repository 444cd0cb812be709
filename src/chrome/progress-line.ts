import { trackMotion, watchMotion } from '../scroll/track-state.ts'

/**
 * The progress line's length in whole device pixels of its bar: a change under one pixel
 * would not show, so the line is written only when this changes.
 */
export function progressPixels(progress: number, barPixels: number): number {
  return Math.round(Math.min(1, Math.max(0, progress)) * barPixels)
}

/** The bar's width in device pixels, from a ResizeObserver entry (no layout read). */
function devicePixels(entry: ResizeObserverEntry): number {
  const box = entry.devicePixelContentBoxSize?.[0]
  return box ? box.inlineSize : entry.contentRect.width * (window.devicePixelRatio || 1)
}

/**
 * Draws the track's progress as `line` scaled along its `bar`, outside React: told by the
 * track after each move (`watchMotion`), it writes the line's style only when the line
 * gains or loses a device pixel. In the wheel on /work, a frame moves the line by a
 * fraction of one; writing it every frame cost a style write a frame. The bar's width
 * comes from a ResizeObserver (until it answers, every change is written).
 */
export function bindProgressLine(line: HTMLElement, bar: HTMLElement): () => void {
  let barPixels = 0
  let drawn = -1
  const draw = () => {
    const progress = trackMotion.progress
    if (barPixels <= 0) {
      line.style.transform = `scaleX(${progress})`
      return
    }
    const pixels = progressPixels(progress, barPixels)
    if (pixels === drawn) return
    drawn = pixels
    line.style.transform = `scaleX(${pixels / barPixels})`
  }
  const sizes =
    typeof ResizeObserver === 'function'
      ? new ResizeObserver((entries) => {
          const entry = entries[entries.length - 1]
          if (!entry) return
          barPixels = devicePixels(entry)
          drawn = -1
          draw()
        })
      : null
  sizes?.observe(bar)
  draw()
  const stop = watchMotion(draw)
  return () => {
    stop()
    sizes?.disconnect()
  }
}
