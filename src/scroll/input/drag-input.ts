import type { VirtualScroll } from '../engine/virtual-scroll.ts'
import { eventBelongsElsewhere, pageContinues } from './nested-scroll.ts'

/** A touch or pen must travel this far (px) before it drags instead of tapping. */
const DRAG_SLOP = 8
/** A released drag keeps moving: velocity (px/ms) times this (ms). */
const FLING_MS = 280

export interface DragInputOptions {
  scroll: VirtualScroll
  scroller: HTMLElement
  /** The visitor's own scroll input (a pending #fragment stops holding its place). */
  onInput: () => void
  /** A drag ended, `delta` px along the track (its sign is the direction). */
  onEnd: (delta: number) => void
}

/**
 * Touch and pen drag on the virtual track: direct manipulation while the finger moves, a
 * fling when it lets go. A mouse never drags; a tap stays a tap until it moves DRAG_SLOP.
 */
export class DragInput {
  private id = -1
  private active = false
  private x = 0
  private y = 0
  /** The track position the drag started from (page offset added when chained). */
  private from = 0
  /** Px along the dragged axis since the start. */
  private moved = 0
  private lastT = 0
  private velocity = 0
  /** The page continues below the track (careers): a drag past its end goes on down the page. */
  private chain = false

  constructor(private readonly options: DragInputOptions) {
    const { scroller } = options
    scroller.addEventListener('pointerdown', this.onDown)
    scroller.addEventListener('pointermove', this.onMove)
    scroller.addEventListener('pointerup', this.onEnd)
    scroller.addEventListener('pointercancel', this.onEnd)
  }

  stop(): void {
    const { scroller } = this.options
    scroller.removeEventListener('pointerdown', this.onDown)
    scroller.removeEventListener('pointermove', this.onMove)
    scroller.removeEventListener('pointerup', this.onEnd)
    scroller.removeEventListener('pointercancel', this.onEnd)
  }

  private atEnd(): boolean {
    const { scroll } = this.options
    return scroll.target >= scroll.limit - 0.5
  }

  private readonly onDown = (e: PointerEvent): void => {
    if (e.pointerType === 'mouse' || this.id !== -1 || eventBelongsElsewhere(e.target, 0)) return
    this.id = e.pointerId
    this.active = false
    this.x = e.clientX
    this.y = e.clientY
    this.moved = 0
    this.lastT = e.timeStamp
    this.velocity = 0
    // Track and page as one line: [0, limit] moves the track, beyond it scrolls the page.
    // Chained only from the track's end or the page's top, so neither ever jumps.
    const pageY = window.scrollY
    this.chain = pageContinues() && (pageY === 0 || this.atEnd())
    this.from = this.options.scroll.target + (this.chain ? pageY : 0)
  }

  private readonly onMove = (e: PointerEvent): void => {
    if (e.pointerId !== this.id) return
    const dx = e.clientX - this.x
    const dy = e.clientY - this.y
    if (!this.active) {
      if (Math.hypot(dx, dy) < DRAG_SLOP) return
      this.active = true
      this.options.onInput()
      this.options.scroller.setPointerCapture(e.pointerId)
    }
    // Direct manipulation: the track follows the finger (either axis), no easing.
    const moved = Math.abs(dx) >= Math.abs(dy) ? dx : dy
    const dt = e.timeStamp - this.lastT
    if (dt > 0) this.velocity = 0.8 * ((this.moved - moved) / dt) + 0.2 * this.velocity
    this.moved = moved
    this.lastT = e.timeStamp
    this.follow(this.from - moved)
  }

  /** The track (and, chained, the page below it) at `position` along the one line. */
  private follow(position: number): void {
    const { scroll } = this.options
    if (!this.chain) {
      scroll.jumpTo(position)
      return
    }
    scroll.jumpTo(Math.min(position, scroll.limit))
    window.scrollTo(0, Math.max(0, position - scroll.limit))
  }

  private readonly onEnd = (e: PointerEvent): void => {
    if (e.pointerId !== this.id) return
    this.id = -1
    if (!this.active) return
    this.active = false
    // The click that ends a drag is not a tap on whatever lies under the finger.
    window.addEventListener('click', swallowClick, { capture: true, once: true })
    setTimeout(() => window.removeEventListener('click', swallowClick, true), 300)
    const { scroll } = this.options
    const fling = this.velocity * FLING_MS
    if (this.chain && this.atEnd() && (fling > 0 || window.scrollY > 0)) {
      window.scrollBy({ top: fling, behavior: scroll.reducedMotion ? 'instant' : 'smooth' })
      return
    }
    scroll.scrollBy(fling)
    this.options.onEnd(-this.moved)
  }
}

function swallowClick(e: MouseEvent): void {
  e.preventDefault()
  e.stopPropagation()
}
