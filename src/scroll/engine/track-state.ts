import { proxy, ref } from 'valtio'
import { subscribeKey } from 'valtio/utils'

/**
 * Where the track is, in CSS px along it: changes every frame of a scroll. Held as a `ref()`,
 * so a frame's writes are plain field writes that notify no one; the desktop track tells
 * `watchMotion`'s watchers once per frame instead (docs/performance.md, 'The frame loop').
 */
export interface TrackMotion {
  /** Where input wants the track to be. */
  target: number
  /** Where it is drawn this frame (damped toward target on desktop; equal on native scroll). */
  current: number
  /** current / limit, 0–1. */
  progress: number
  /** px per frame (normalised to 60 fps), for shaders. */
  velocity: number
}

/**
 * The horizontal track's scroll state. Frame loops and input handlers write it; React
 * reads snapshots, and only of the slow-changing keys (atEnd), so a scroll gesture does
 * not render React.
 */
export interface TrackState {
  /** The scroll position this frame (see TrackMotion). */
  motion: TrackMotion
  /** Largest scroll offset: track length minus viewport. */
  limit: number
  atEnd: boolean
  /**
   * True while the desktop virtual scroll drives the track (≥ 1024 px): the native
   * scroller is then overflow hidden and its own scroll events must not write here.
   */
  virtual: boolean
}

/** The one motion object: never replaced, so a writer may keep it. */
export const trackMotion: TrackMotion = { target: 0, current: 0, progress: 0, velocity: 0 }

export const trackState = proxy<TrackState>({
  motion: ref(trackMotion),
  limit: 0,
  atEnd: false,
  virtual: false,
})

type SlowKey = Exclude<keyof TrackState, 'motion'>

/**
 * Calls `callback` with `key`'s new value in the same task as the write: valtio's default
 * microtask made a promise per subscriber per frame (docs/performance.md, 'The frame loop').
 * A callback here must be cheap, as it may run inside the frame loop.
 */
export function watchTrack<K extends SlowKey>(
  key: K,
  callback: (value: TrackState[K]) => void,
): () => void {
  return subscribeKey(trackState, key, callback, true)
}

/** Within this many px of the limit counts as the end (sub-pixel scroll positions). */
const END_TOLERANCE = 2

export function isAtEnd(current: number, limit: number): boolean {
  return limit <= 0 || current >= limit - END_TOLERANCE
}

/**
 * The desktop track still gliding (a wheel, a fling, a snap, a jump to a link): not at
 * rest. Native scrolling (below 1024 px) never counts: the browser scrolls it off the
 * main thread.
 */
export function isGliding(s: Pick<TrackState, 'virtual' | 'motion'> = trackState): boolean {
  const m = s.motion
  return s.virtual && (m.current !== m.target || m.velocity !== 0)
}
