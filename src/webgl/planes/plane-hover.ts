import { easeHover } from './plane-motion.ts'

/** Where the plane was last drawn, viewport CSS px: the pointer maps into it. */
export interface PointerTarget {
  readonly screenLeft: number
  readonly screenTop: number
  readonly width: number
  readonly height: number
}

/**
 * A mouse over one plane's element (or the link or button around it): the hover its shader
 * eases toward, and the pointer in plane UV, y up. Listens from creation to `dispose()`.
 */
export class PlaneHover {
  /** 1 while the mouse is over it. */
  target = 0
  /** Eased toward `target`, 0..1. */
  value = 0
  /** The pointer in plane UV (the centre until a mouse moves over it). */
  u = 0.5
  v = 0.5

  constructor(
    private readonly el: Element,
    private readonly rect: PointerTarget,
    /** Asks the loop for a frame. */
    private readonly onChange: () => void,
  ) {
    el.addEventListener('pointerenter', this.onPointer)
    el.addEventListener('pointermove', this.onPointer)
    el.addEventListener('pointerleave', this.onLeave)
  }

  ease(dt: number): void {
    this.value = easeHover(this.value, this.target, dt)
  }

  /** Still easing toward its target, or hovered (the ripple moves while hovered). */
  get moving(): boolean {
    return this.value !== this.target || this.value > 0
  }

  dispose(): void {
    this.el.removeEventListener('pointerenter', this.onPointer)
    this.el.removeEventListener('pointermove', this.onPointer)
    this.el.removeEventListener('pointerleave', this.onLeave)
    this.target = 0
  }

  private readonly onPointer = (e: Event) => {
    const p = e as PointerEvent
    if (p.pointerType !== 'mouse') return
    this.target = 1
    // From the rect the plane was drawn at: no layout read.
    const rect = this.rect
    this.u = (p.clientX - rect.screenLeft) / Math.max(rect.width, 1)
    this.v = 1 - (p.clientY - rect.screenTop) / Math.max(rect.height, 1)
    this.onChange()
  }

  private readonly onLeave = () => {
    this.target = 0
    this.onChange()
  }
}
