/**
 * Two lengths in CSS px within half a pixel of each other: one length, as a rect read and
 * a ResizeObserver report (or two reads across a re-layout) round it differently.
 */
export function samePx(a: number, b: number): boolean {
  return Math.abs(a - b) <= 0.5
}
