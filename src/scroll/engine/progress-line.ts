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
 * Draws the track's progress as `line` scaled along its `bar`, outside React, writing the style
 * only when the line gains or loses a device pixel (a wheel's frame moves it by a fraction of
 * one). The bar's width comes from a ResizeObserver; until it answers, the line stays empty.
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
