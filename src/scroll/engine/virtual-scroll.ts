import { clamp } from '../../lib/math.ts'
import { motionWritten } from './motion-watch.ts'
import { damp, dampShare, progressOf, toDevicePixels } from './scroll-math.ts'
import { SNAP_DURATION_MS, snapTweenAt } from './snap.ts'
import { isAtEnd, trackMotion, trackState } from './track-state.ts'

/** Damping rate (1/s): about a 0.1 lerp per frame at 60 fps, frame-rate independent. */
const DAMPING = 7

/** Something else that draws each frame (the WebGL stage, the home expand rule). */
export interface FrameClient {
  /**
   * Called once per frame after the track moved. `moving` is true while the scroll is
   * still settling. Returns true to ask for another frame even at rest (reveals, video).
   */
  frame(now: number, scroll: VirtualScroll, moving: boolean): boolean
}

/**
 * The virtual horizontal scroll: input writes `target`, one rAF loop damps `current`
 * toward it and moves the DOM track and every frame client in the same frame. The loop
 * sleeps at rest and wakes on input, so an idle page costs nothing.
 */
export class VirtualScroll {
  target = 0
  current = 0
  /** `current` on the device pixel grid: the DOM track's translation and the planes use it. */
  drawn = 0
  velocity = 0
  limit = 0
  reducedMotion = false
  viewportWidth = 0
  viewportHeight = 0
  dpr = 1
  /** This frame follows the last one with no rest in between (the loop did not sleep). */
  continuous = false

  private readonly clients: FrameClient[] = []
  private raf = 0
  private lastTime = 0
  /** wake() was called since the frame began. */
  private woken = false
  private snapFrom = 0
  private snapTo = 0
  private snapStart = -1
  private writtenTranslate = Number.NaN

  constructor(private readonly track: HTMLElement) {}

  addClient(client: FrameClient): () => void {
    this.clients.push(client)
    this.wake()
    return () => {
      const i = this.clients.indexOf(client)
      if (i >= 0) this.clients.splice(i, 1)
    }
  }

  scrollBy(delta: number): void {
    this.scrollTo(this.target + delta)
  }

  /** A new destination; the loop glides there (or jumps, under reduced motion). */
  scrollTo(position: number): void {
    this.snapStart = -1
    this.target = clamp(position, 0, this.limit)
    // Known at once, not a frame later: work waiting for the track to rest sees the glide.
    trackMotion.target = this.target
    this.wake()
  }

  /** Moves at once, target and current together (route change, absorbed native scroll). */
  jumpTo(position: number): void {
    this.snapStart = -1
    this.target = clamp(position, 0, this.limit)
    this.current = this.target
    this.velocity = 0
    this.writeTrack()
    this.writeState()
    this.wake()
  }

  /**
   * Glides to a snap point over 0.5 s with an ease, unless input interrupts.
   * `now` is on the rAF clock.
   */
  snapToPoint(position: number, now: number): void {
    if (this.reducedMotion) {
      this.jumpTo(position)
      return
    }
    this.snapFrom = this.current
    this.snapTo = clamp(position, 0, this.limit)
    this.snapStart = now
    this.wake()
  }

  get snapping(): boolean {
    return this.snapStart >= 0
  }

  setLimit(limit: number): void {
    this.limit = Math.max(0, limit)
    this.target = clamp(this.target, 0, this.limit)
    this.current = clamp(this.current, 0, this.limit)
    trackState.limit = this.limit
    this.wake()
  }

  /** Requests a frame if the loop sleeps (or asks it to keep the one already asked for). */
  wake(): void {
    this.woken = true
    if (this.raf === 0 && typeof requestAnimationFrame === 'function') {
      this.raf = requestAnimationFrame(this.loop)
    }
  }

  stop(): void {
    if (this.raf !== 0) cancelAnimationFrame(this.raf)
    this.raf = 0
    this.lastTime = 0
  }

  /** Clears the translation so the track lies where native scrolling expects it. */
  release(): void {
    this.stop()
    this.track.style.translate = ''
    this.writtenTranslate = Number.NaN
  }

  /**
   * While the last frame wanted another, the next is asked for first: asked for after the GL
   * work, it waits on the compositor (docs/performance.md, 'The frame loop'). It is called off
   * once the track comes to rest, unless a client woke the loop during the tick.
   */
  private readonly loop = (now: number): void => {
    this.raf = this.lastTime > 0 ? requestAnimationFrame(this.loop) : 0
    this.woken = false
    const more = this.tick(now)
    if (more || this.woken) {
      if (this.raf === 0) this.raf = requestAnimationFrame(this.loop)
      return
    }
    if (this.raf !== 0) cancelAnimationFrame(this.raf)
    this.raf = 0
    this.lastTime = 0
  }

  /**
   * One frame, ordered so everything drawn agrees: the snap tween moves the target, current is
   * damped toward it, the track's translation and the state are written, then the clients run
   * (the stage places its planes from the same `drawn`). True if another frame is needed.
   */
  tick(now: number): boolean {
    this.continuous = this.lastTime > 0
    const dt = this.continuous ? Math.min((now - this.lastTime) / 1000, 0.1) : 1 / 60
    this.lastTime = now
    // A snap is itself the easing: the tween drives current directly, so it lands in 0.5 s.
    const snapping = this.snapStart >= 0
    if (snapping) {
      const elapsed = now - this.snapStart
      this.target = snapTweenAt(this.snapFrom, this.snapTo, elapsed)
      if (elapsed >= SNAP_DURATION_MS) this.snapStart = -1
    }
    const before = this.current
    this.current =
      this.reducedMotion || snapping
        ? this.target
        : damp(this.current, this.target, dampShare(DAMPING, dt))
    // px per 1/60 s, so shader motion does not depend on the frame rate.
    this.velocity = dt > 0 ? ((this.current - before) / dt) * (1 / 60) : 0
    const moving = this.current !== this.target || this.velocity !== 0 || this.snapStart >= 0
    this.writeTrack()
    this.writeState()
    let wantsMore = moving
    for (let i = 0; i < this.clients.length; i++) {
      if (this.clients[i]?.frame(now, this, moving)) wantsMore = true
    }
    return wantsMore
  }

  private writeTrack(): void {
    this.drawn = toDevicePixels(this.current, this.dpr)
    if (this.drawn === this.writtenTranslate) return
    this.writtenTranslate = this.drawn
    // The `translate` property, not `transform: translate3d()`: cheaper to write each frame
    // (docs/performance.md, 'The frame loop').
    this.track.style.translate = `${-this.drawn}px`
  }

  private writeState(): void {
    const m = trackMotion
    m.target = this.target
    m.current = this.current
    m.velocity = this.velocity
    m.progress = progressOf(this.current, this.limit)
    motionWritten()
    // The store's own keys only when they change: a read has no trap, a write has one.
    const atEnd = isAtEnd(this.current, this.limit)
    if (trackState.atEnd !== atEnd) trackState.atEnd = atEnd
  }
}
