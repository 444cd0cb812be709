import { proxy } from 'valtio'
import { subscribeKey } from 'valtio/utils'

/**
 * The horizontal track's scroll state, in CSS px along the track. Frame loops and
 * input handlers write the proxy; React reads snapshots, and only of the slow-changing
 * keys (atEnd), so a scroll gesture does not render React.
 */
export interface TrackState {
  /** Where input wants the track to be. */
  target: number
  /** Where it is drawn this frame (damped toward target on desktop; equal on native scroll). */
  current: number
  /** current / limit, 0–1. */
  progress: number
  /** px per frame (normalised to 60 fps), for shaders. */
  velocity: number
  /** Largest scroll offset: track length minus viewport. */
  limit: number
  atEnd: boolean
  /**
   * True while the desktop virtual scroll drives the track (≥ 1024 px): the native
   * scroller is then overflow hidden and its own scroll events must not write here.
   */
  virtual: boolean
}

export const trackState = proxy<TrackState>({
  target: 0,
  current: 0,
  progress: 0,
  velocity: 0,
  limit: 0,
  atEnd: false,
  virtual: false,
})

/**
 * Calls `callback` with the new value of `key` whenever it changes, in the same task as
 * the write. valtio's default defers to a microtask, and a subscriber is told of every
 * write to the proxy, whatever its key: with the desktop track writing `current`,
 * `velocity` and `progress` every frame, four deferred subscribers made four promises a
 * frame, 29 µs of the wheel's 374 µs of frame CPU (traced). A callback here must be
 * cheap, as it may run inside the frame loop.
 */
export function watchTrack<K extends keyof TrackState>(
  key: K,
  callback: (value: TrackState[K]) => void,
): () => void {
  return subscribeKey(trackState, key, callback, true)
}

/** Within this many px of the limit counts as the end (sub-pixel scroll positions). */
export const END_TOLERANCE = 2

export function isAtEnd(current: number, limit: number): boolean {
  return limit <= 0 || current >= limit - END_TOLERANCE
}

/**
 * The desktop track still gliding (a wheel, a fling, a snap, a jump to a link): not at
 * rest. Native scrolling (below 1024 px) never counts: the browser scrolls it off the
 * main thread.
 */
export function isGliding(
  s: Pick<TrackState, 'virtual' | 'current' | 'target' | 'velocity'> = trackState,
): boolean {
  return s.virtual && (s.current !== s.target || s.velocity !== 0)
}
