import { type Group, PlaneGeometry } from 'three'
import { Backdrop } from './Backdrop.ts'
import { type OccluderCache, occludersOf } from './occlusion.ts'
import type { PlaneFrame } from './plane-frame.ts'
import { placeOnRect } from './plane-math.ts'

/** Drawn before every image plane (planes use renderOrder 0 and up), outermost first. */
const FIRST_ORDER = -1000

/**
 * The backdrops of the current page: the solid backgrounds between image planes and the
 * canvas, drawn in the canvas so those planes can show. Measured with the layout, placed
 * each frame from `rect - scroll` with no layout reads.
 */
export class BackdropSet {
  /** Owned here, shared by every backdrop mesh; disposed in `dispose()`. */
  private readonly geometry = new PlaneGeometry(1, 1)
  private readonly byElement = new Map<HTMLElement, Backdrop>()
  private list: Backdrop[] = []
  private used = new Set<Backdrop>()
  /** Each ancestor's backgrounds, read once a layout pass (occlusion.ts). */
  private readonly occluders: OccluderCache = new Map()
  private trackLeft = 0
  private pageTop = 0

  constructor(
    private readonly group: Group,
    private readonly track: HTMLElement,
    private readonly scroller: HTMLElement,
    /** The frames rendered so far (PlaneSet). */
    private readonly rendered: { readonly count: number },
  ) {}

  get all(): readonly Backdrop[] {
    return this.list
  }

  /** Starts a layout pass (a layout change: reading rects here is fine). */
  begin(): void {
    this.trackLeft = this.track.getBoundingClientRect().left
    this.pageTop = window.scrollY
    this.used = new Set()
    this.occluders.clear()
  }

  /**
   * Makes sure every background over `el` is drawn in the canvas; false when one cannot
   * be (a gradient, an image, rounded corners): that element keeps its DOM image.
   */
  cover(el: HTMLElement): boolean {
    const occluders = occludersOf(el, this.scroller, this.drawnColor, this.occluders)
    if (!occluders) return false
    for (const { el: node, color } of occluders) {
      let backdrop = this.byElement.get(node)
      if (!backdrop) {
        backdrop = new Backdrop(node, color, this.geometry, this.rendered)
        this.byElement.set(node, backdrop)
        this.group.add(backdrop.mesh)
      }
      if (this.used.has(backdrop)) continue
      const r = node.getBoundingClientRect()
      backdrop.x = r.left - this.trackLeft
      backdrop.y = r.top + this.pageTop
      backdrop.width = r.width
      backdrop.height = r.height
      // Outer sections before the cards inside them: `cover` lists outermost first.
      backdrop.mesh.renderOrder = FIRST_ORDER + this.used.size
      this.used.add(backdrop)
    }
    return true
  }

  private readonly drawnColor = (node: HTMLElement) => {
    const backdrop = this.byElement.get(node)
    return backdrop?.hidden ? backdrop.color : undefined
  }

  /** Ends a layout pass: backdrops no plane needs any more are released. */
  end(): void {
    for (const backdrop of this.list) {
      if (!this.used.has(backdrop)) this.drop(backdrop)
    }
    this.list = Array.from(this.used)
    // No element of the page held past the pass.
    this.occluders.clear()
  }

  /** Per frame: place each backdrop in view; returns whether one appeared or vanished. */
  update(frame: PlaneFrame): boolean {
    let changed = false
    for (let i = 0; i < this.list.length; i++) {
      const b = this.list[i]
      if (!b) continue
      const left = b.x - frame.drawn
      const top = b.y - frame.pageY
      b.screenLeft = left
      b.screenTop = top
      const visible = b.el.isConnected && left < frame.width && left + b.width > 0
      if (visible !== b.mesh.visible) changed = true
      b.mesh.visible = visible
      if (!visible) continue
      placeOnRect(b.mesh, b, frame)
    }
    return changed
  }

  /** After rendering: a backdrop that drew this frame takes over from the DOM background. */
  afterRender(): void {
    for (let i = 0; i < this.list.length; i++) {
      const b = this.list[i]
      if (b && !b.hidden && b.drewFrame === this.rendered.count) b.hideDom()
    }
  }

  showAllDom(): void {
    for (const backdrop of this.list) backdrop.showDom()
  }

  private drop(backdrop: Backdrop): void {
    backdrop.dispose()
    this.byElement.delete(backdrop.el)
  }

  dispose(): void {
    for (const backdrop of this.list) this.drop(backdrop)
    this.list = []
    this.geometry.dispose()
  }
}
