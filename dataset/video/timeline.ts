/** Easing and keyframe helpers for the showreel; pure functions of time, so frames are reproducible. */

const clamp01 = (t: number) => Math.min(1, Math.max(0, t))

const easeOutExpo = (t: number) => (t >= 1 ? 1 : 1 - 2 ** (-10 * t))

export const easeInOutCubic = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2)

/** Progress of `t` through [start, start + length], eased, clamped to 0..1. */
export function span(t: number, start: number, length: number, ease = easeOutExpo): number {
  return ease(clamp01((t - start) / length))
}

export const lerp = (a: number, b: number, t: number) => a + (b - a) * t
