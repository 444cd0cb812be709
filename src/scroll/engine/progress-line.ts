import { clamp } from '../../lib/math.ts'
import { watchMotion } from './motion-watch.ts'
import { trackMotion } from './track-state.ts'

/**
 * The progress line's length in whole device pixels of its bar: a change under one pixel
 * would not show, so the line is written only when this changes.
 */
export function progressPixels(progress: number, barPixels: number): number {
  return Math.round(clamp(progress, 0, 1) * barPixels)
}

/**
 * Draws the track's progress as `line` scaled along its `bar`, outside React: told by the
 * track after each move (`watchMotion`), it writes the line's style only when the line
 * gains or loses a device pixel. In the wheel on /work, a frame moves the line by a
 * fraction of one; writing it every frame cost a style write a frame. The bar's width in
 * device pixels comes from a ResizeObserver (no layout read); until it answers, nothing
 * is drawn (the line starts empty, and the first answer draws it). A browser without one
 * keeps the line empty.
 */
export function bindProgressLine(line: HTMLElement, bar: HTMLElement): () => void {
  if (typeof ResizeObserver !== 'function') return () => {}
  let barPixels = 0
  let drawn = -1
  const draw = () => {
    const pixels = progressPixels(trackMotion.progress, barPixels)
    if (barPixels === 0 || pixels === drawn) return
    drawn = pixels
    line.style.transform = `scaleX(${pixels / barPixels})`
  }
  const sizes = new ResizeObserver(([entry]) => {
    const box = entry?.devicePixelContentBoxSize?.[0]
    barPixels = box ? box.inlineSize : (entry?.contentRect.width ?? 0) * devicePixelRatio
    drawn = -1
    draw()
  })
  sizes.observe(bar)
  const stop = watchMotion(draw)
  return () => {
    stop()
    sizes.disconnect()
  }
}
