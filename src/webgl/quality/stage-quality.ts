import { clamp } from '../../lib/math.ts'
/**
 * The canvas pixel ratio, chosen from the frame rate: the frame-rate monitor writes
 * `factor` (1 = full sharpness, 0 = lowest step) and the frame loop applies the ratio
 * before it renders. Plain object, outside React: a change costs no commit.
 */
export interface StageQuality {
  /** The frame-rate monitor's factor, 0..1 (starts at 1: full sharpness). */
  factor: number
  /** A ratio fixed by a test or the benchmark (null: follow the factor). */
  pinned: number | null
}

/** The lowest ratio, as a share of the device's: the canvas never goes below half. */
const MIN_SHARE = 0.5
/** The device ratio the canvas uses at full sharpness is clamped here (as `dpr={[1, 2]}`). */
const MAX_DPR = 2

export function createStageQuality(): StageQuality {
  return { factor: 1, pinned: null }
}

/**
 * The canvas ratio for a factor: from the device ratio (clamped to 1..2) at factor 1 down
 * to MIN_SHARE of it at 0, in steps of 1/8 of the device ratio so a small change of the
 * factor does not resize the canvas.
 */
export function dprFor(factor: number, deviceRatio: number): number {
  const full = clamp(deviceRatio || 1, 1, MAX_DPR)
  const f = clamp(factor, 0, 1)
  const share = MIN_SHARE + (1 - MIN_SHARE) * f
  return Math.round(full * share * 8) / 8
}

/** The ratio the canvas should have now. */
export function wantedDpr(quality: StageQuality, deviceRatio: number): number {
  return quality.pinned ?? dprFor(quality.factor, deviceRatio)
}
