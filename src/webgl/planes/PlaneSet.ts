import { Group, PlaneGeometry } from 'three'
import type { TrackLayout } from '../../scroll/layout.ts'
import type { VirtualScroll } from '../../scroll/virtual-scroll.ts'
import type { UploadQueue } from '../textures/UploadQueue.ts'
import { isOccluded } from './occlusion.ts'
import { Plane } from './Plane.ts'
import { bendAmount, glX, glY, Zone, zoneOf } from './plane-math.ts'

/** Textures load and upload this many viewport widths ahead of view... */
const AHEAD_VIEWPORTS = 1
/** ...and are released beyond this many, so GPU memory stays bounded on any track. */
const FAR_VIEWPORTS = 3
const REVEAL_SECONDS = 1.1
const HOVER_RATE = 9
const BEND_RATE = 6

/**
 * All planes of the current page, kept in step with the `[data-plane]` elements: built
 * from each layout measurement, positioned every frame from `rect - scroll` (no layout
 * reads), textures loaded ahead of view and released far from it.
 */
export class PlaneSet {
  readonly group = new Group()
  /** Owned here, shared by every plane mesh; disposed in `dispose()`. */
  private readonly geometry = new PlaneGeometry(1, 1)
  private planes: Plane[] = []
  private readonly byElement = new Map<HTMLElement, Plane>()
  readonly frame = { count: 0 }
  private bend = 0
  private animating = false
  private videoPlaying = false
  private lastNow = 0
  private lastDrawn = Number.NaN
  private lastPageY = Number.NaN
  /** The planes moved since the last update (a jump, a page scroll): render even at rest. */
  moved = false
  /** 1, or 0 under reduced motion: the shaders' motion factor of the last update. */
  motion = 1

  constructor(
    private readonly uploads: UploadQueue,
    private readonly wake: () => void,
    /** The scroller: backgrounds up to it would paint over the canvas. */
    private readonly scroller: HTMLElement,
  ) {}

  get list(): readonly Plane[] {
    return this.planes
  }

  /** A new measurement: planes for new elements, disposal for gone ones, rects updated. */
  setLayout(layout: TrackLayout, routeChanged: boolean): void {
    if (routeChanged) for (const plane of this.planes) this.drop(plane)
    const next: Plane[] = []
    for (const rect of layout.planes) {
      // Hidden behind a painted background: the DOM image stays, no plane.
      if (isOccluded(rect.el, this.scroller)) continue
      let plane = this.byElement.get(rect.el)
      if (!plane) {
        const media = rect.el.querySelector<HTMLImageElement | HTMLVideoElement>('img, video')
        if (!media) continue
        plane = new Plane(rect.el, media, this.geometry, this.wake, this.frame)
        this.byElement.set(rect.el, plane)
        this.group.add(plane.mesh)
      } else if (
        plane.status === 'ready' &&
        !plane.isVideo &&
        plane.source !== plane.loaded?.source
      ) {
        plane.unload() // the <img> picked another srcset candidate (resize): reload
      }
      plane.setRect(rect)
      plane.mesh.renderOrder = next.length
      next.push(plane)
    }
    const kept = new Set(next)
    for (const plane of this.planes) if (!kept.has(plane)) this.drop(plane)
    this.planes = next
    this.wake()
  }

  private drop(plane: Plane): void {
    this.uploads.remove(plane)
    plane.dispose()
    this.byElement.delete(plane.el)
  }

  /**
   * Per frame, before rendering: position every plane from its measured rect minus the
   * scroll, drive textures by zone, ease hover/reveal/bend. Returns whether the scene
   * changed (render needed); `this.animating` says whether later frames are needed too.
   */
  update(
    now: number,
    scroll: VirtualScroll,
    pageY: number,
    vw: number,
    vh: number,
    reducedMotion: boolean,
  ): void {
    const seconds = now / 1000
    const dt = this.lastNow > 0 ? Math.min((now - this.lastNow) / 1000, 0.1) : 1 / 60
    this.lastNow = now
    const motion = reducedMotion ? 0 : 1
    this.motion = motion
    this.bend += (bendAmount(scroll.velocity) * motion - this.bend) * Math.min(1, BEND_RATE * dt)
    if (Math.abs(this.bend) < 1e-4) this.bend = 0
    let animating = this.bend !== 0
    let videoPlaying = false
    this.moved = scroll.drawn !== this.lastDrawn || pageY !== this.lastPageY
    this.lastDrawn = scroll.drawn
    this.lastPageY = pageY
    const ahead = vw * AHEAD_VIEWPORTS
    const far = vw * FAR_VIEWPORTS
    for (let i = 0; i < this.planes.length; i++) {
      const plane = this.planes[i]
      if (!plane) continue
      // Its element left the page (a route change, before the rebuild drops it): the
      // canvas must not keep drawing the old page over the new one.
      if (!plane.el.isConnected) {
        if (plane.mesh.visible) this.moved = true
        plane.mesh.visible = false
        continue
      }
      const left = plane.x - scroll.drawn
      const top = plane.y - pageY
      plane.screenLeft = left
      plane.screenTop = top
      const zone = zoneOf(left, plane.width, vw, ahead, far)
      if (zone === Zone.Far) {
        if (plane.status !== 'none') plane.unload()
        continue
      }
      if (zone <= Zone.Near && plane.status === 'none') plane.load()
      if (plane.status === 'loaded') this.uploads.add(plane)
      const ready = plane.status === 'ready'
      plane.mesh.visible = ready && zone !== Zone.Between
      if (!plane.mesh.visible) continue
      plane.mesh.position.set(glX(left, plane.width, vw), glY(top, plane.height, vh), 0)
      plane.mesh.scale.set(plane.width, plane.height, 1)
      const u = plane.material.uniforms
      // Reveal once, when it first enters view with the DOM image already hidden.
      if (zone === Zone.Visible && plane.revealStart < 0) {
        plane.revealStart = plane.hidden && motion ? seconds : seconds - REVEAL_SECONDS
      }
      u.uReveal.value =
        plane.revealStart < 0 ? 0 : Math.min(1, (seconds - plane.revealStart) / REVEAL_SECONDS)
      u.uHover.value += (plane.hoverTarget - u.uHover.value) * Math.min(1, HOVER_RATE * dt)
      if (Math.abs(plane.hoverTarget - u.uHover.value) < 1e-3) u.uHover.value = plane.hoverTarget
      u.uVelocity.value = this.bend
      u.uMotion.value = motion
      u.uTime.value = seconds
      // Still easing: a reveal under way, or hover (its ripple moves while hovered).
      const revealing = plane.revealStart >= 0 && u.uReveal.value < 1
      if (revealing || u.uHover.value !== plane.hoverTarget || u.uHover.value > 0) animating = true
      if (plane.isVideo && !(plane.media as HTMLVideoElement).paused && zone === Zone.Visible) {
        videoPlaying = true
      }
    }
    this.animating = animating || this.uploads.size > 0
    this.videoPlaying = videoPlaying
  }

  /** Frames are needed: motion is easing, uploads wait, or a visible video plays. */
  get needsFrames(): boolean {
    return this.animating || this.videoPlaying
  }

  /** Motion still easing or uploads waiting (a playing video alone does not count). */
  get settling(): boolean {
    return this.animating
  }

  /** After rendering: a plane that really drew this frame hides its DOM image. */
  afterRender(): void {
    for (let i = 0; i < this.planes.length; i++) {
      const plane = this.planes[i]
      if (plane && !plane.hidden && plane.drewFrame === this.frame.count) plane.hideDom()
    }
    this.frame.count++
  }

  /** Context lost or stage leaving: every DOM image visible again, at once. */
  showAllDom(): void {
    for (const plane of this.planes) plane.showDom()
  }

  dispose(): void {
    for (const plane of this.planes) this.drop(plane)
    this.planes = []
    this.geometry.dispose()
  }
}
