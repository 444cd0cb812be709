import { Group, PlaneGeometry } from 'three'
import type { TrackLayout } from '../../scroll/layout/layout.ts'
import type { UploadQueue } from '../textures/UploadQueue.ts'
import type { Backdrop } from './Backdrop.ts'
import { BackdropSet } from './BackdropSet.ts'
import { NearRange } from './near-range.ts'
import { Plane } from './Plane.ts'
import type { PlaneFrame } from './plane-frame.ts'
import { planesFor } from './plane-layout.ts'
import { onScreen, Zone, type ZoneReach, zoneOf } from './plane-math.ts'
import { advanceLook, type FrameLook } from './plane-motion.ts'
import { AHEAD_VIEWPORTS, FAR_VIEWPORTS, PlaneTextures } from './plane-textures.ts'

/** What the planes' last update found, filled in place: the stage loop decides from it. */
export interface PlanesReport {
  /** The scene changed (a jump, a plane or backdrop that came or went): render at rest. */
  changed: boolean
  /** Motion still easing (bend, reveal, hover) or uploads waiting for frames. */
  animating: boolean
  /** A video in view plays where it cannot wake the loop at its frames: the loop ticks on. */
  videoPlaying: boolean
  /** A video shown has a new frame: this frame must be drawn. */
  videoFrameDue: boolean
  /** Every picture in view had its texture on the GPU (or failed). */
  viewReady: boolean
}

/**
 * All planes of the current page, kept in step with the `[data-plane]` elements: built from
 * each layout measurement, then each frame: which planes are near, their textures, and each
 * plane's own frame, positioned from `rect - scroll` with no layout reads.
 */
export class PlaneSet {
  readonly group = new Group()
  /** Owned here, shared by every plane mesh; disposed in `dispose()`. */
  private readonly geometry = new PlaneGeometry(1, 1)
  /** DOM order (which is also draw order, via renderOrder). */
  private planes: Plane[] = []
  private readonly near = new NearRange<Plane>()
  private readonly byElement = new Map<HTMLElement, Plane>()
  private readonly textures: PlaneTextures
  /** Solid section backgrounds drawn in the canvas, so the planes inside them show. */
  private readonly backdrops: BackdropSet
  /** The frames rendered so far: a mesh's draw is stamped with it. */
  readonly rendered = { count: 0 }
  /** What every plane shares this frame (the bend carries over from frame to frame). */
  private readonly look: FrameLook = { seconds: 0, dt: 0, bend: 0, motion: 1 }
  /** The widest plane drawn in the last frame, and in this one, CSS px: how far a bend shows. */
  private widest = 0
  private widestNow = 0
  private lastNow = 0
  private lastDrawn = Number.NaN
  private lastPageY = Number.NaN
  /** The view's width, how far ahead of it textures load and how far the frame visits, CSS px. */
  private readonly reach: ZoneReach = { viewportWidth: 0, ahead: 0, far: 0 }
  readonly report: PlanesReport = {
    changed: false,
    animating: false,
    videoPlaying: false,
    videoFrameDue: false,
    viewReady: false,
  }

  constructor(
    private readonly uploads: UploadQueue,
    private readonly wake: () => void,
    /** The track (rects are measured from its start) and the scroller around it. */
    track: HTMLElement,
    scroller: HTMLElement,
  ) {
    this.textures = new PlaneTextures(uploads)
    this.backdrops = new BackdropSet(this.group, track, scroller, this.rendered)
  }

  get list(): readonly Plane[] {
    return this.planes
  }

  /** A new measurement: planes for new elements, disposal for gone ones, rects updated. */
  setLayout(layout: TrackLayout, routeChanged: boolean): void {
    if (routeChanged) {
      this.textures.clear()
      for (const plane of this.planes) this.drop(plane)
    }
    const next = planesFor(layout, this.backdrops, this.byElement, this.makePlane)
    const kept = new Set(next)
    for (const plane of this.planes) if (!kept.has(plane)) this.drop(plane)
    this.planes = next
    this.near.build(next)
    this.wake()
  }

  /** Its mesh joins the scene only while shown (see `show`). */
  private readonly makePlane = (el: HTMLElement, media: HTMLImageElement | HTMLVideoElement) =>
    new Plane(el, media, this.geometry, this.wake, this.rendered)

  private drop(plane: Plane): void {
    this.uploads.remove(plane.texture)
    plane.dispose()
    this.byElement.delete(plane.el)
  }

  /** Per frame, before rendering: which planes are near, their textures, each plane's frame. */
  update(frame: PlaneFrame): void {
    this.beginFrame(frame)
    this.textures.begin(frame)
    // Only planes overlapping (drawn - far, drawn + width + far) can be anything but Far.
    const { drawn, width } = frame
    const { far } = this.reach
    const span = this.near.advance(drawn - far, drawn + width + far, this.leave)
    this.textures.keepFar(span.from, span.to)
    for (let i = span.from; i < span.to; i++) {
      const plane = this.near.at(i)
      if (plane) this.visit(plane, frame)
    }
    const report = this.report
    if (this.textures.end()) report.animating = true
    if (this.uploads.wantsFrames) report.animating = true
    report.viewReady = this.textures.viewReady
    this.widest = this.widestNow
  }

  /** The frame's clock and bend, and whether the scroll or a backdrop changed the scene. */
  private beginFrame(frame: PlaneFrame): void {
    advanceLook(this.look, frame, this.lastNow, this.widest)
    this.lastNow = frame.now
    const report = this.report
    report.animating = this.look.bend !== 0
    const reach = this.reach
    reach.viewportWidth = frame.width
    reach.ahead = frame.width * AHEAD_VIEWPORTS
    reach.far = frame.width * FAR_VIEWPORTS
    this.widestNow = 0
    report.videoPlaying = false
    report.videoFrameDue = false
    report.changed = frame.drawn !== this.lastDrawn || frame.pageY !== this.lastPageY
    if (this.backdrops.update(frame)) report.changed = true
    this.lastDrawn = frame.drawn
    this.lastPageY = frame.pageY
  }

  /** A plane of last frame's range that is outside this frame's: far from view. */
  private readonly leave = (plane: Plane): void => {
    this.show(plane, false)
    this.textures.leave(plane)
  }

  /** One plane of the near range: its texture, then its own frame if it shows. */
  private visit(plane: Plane, frame: PlaneFrame): void {
    // Its element left the page (a route change, before the rebuild drops it): the canvas
    // must not keep drawing the old page over the new one.
    if (!plane.el.isConnected) {
      this.show(plane, false)
      return
    }
    plane.screenLeft = plane.x - frame.drawn
    plane.screenTop = plane.y - frame.pageY
    const zone = zoneOf(plane, this.reach)
    if (zone === Zone.Far) {
      this.show(plane, false)
      this.textures.far(plane)
      return
    }
    this.textures.near(plane, zone)
    // Off screen, a plane draws only until it has drawn once: that draw hides its DOM image
    // before it slides in (at rest, not in the wheel that brings it), and later ones show nothing.
    const inView = zone === Zone.Visible
    const visible = !plane.held && plane.texture.status === 'ready' && (inView || !plane.dom.hidden)
    this.show(plane, visible)
    if (!visible || !plane.mesh) return
    if (plane.width > this.widestNow) this.widestNow = plane.width
    if (plane.applyFrame(frame, this.look, inView)) this.report.animating = true
    if (plane.isVideo) this.videoFrame(plane, inView)
  }

  /** A video shown wakes the loop at its frames (or, where it cannot, the loop ticks on). */
  private videoFrame(plane: Plane, inView: boolean): void {
    if (inView && !plane.watchVideoFrame() && plane.videoPlaying) this.report.videoPlaying = true
    if (plane.videoFrameDue) this.report.videoFrameDue = true
    // Its new frame goes up once the GPU has caught up (UploadQueue).
    const video = plane.texture.waitingVideo
    if (video) this.uploads.addFrame(video)
  }

  /**
   * Only shown meshes are in the scene: three.js walks every child each render, so the frame
   * would grow with the archive. A change of membership is a change of the scene.
   */
  private show(plane: Plane, shown: boolean): void {
    // No mesh: the plane has no texture, so nothing of it is drawn.
    const mesh = plane.mesh
    if (!mesh || (mesh.visible === shown && (mesh.parent !== null) === shown)) return
    this.report.changed = true
    mesh.visible = shown
    if (shown) this.group.add(mesh)
    else mesh.removeFromParent()
  }

  /** 1, or 0 under reduced motion: the shaders' motion factor of the last update. */
  get motion(): number {
    return this.look.motion
  }

  /** After rendering: a plane that really drew this frame hides its DOM image. */
  afterRender(): void {
    // Only planes of this frame's range can have drawn.
    const span = this.near.span
    for (let i = span.from; i < span.to; i++) {
      const plane = this.near.at(i)
      if (!plane || plane.dom.hidden || plane.drewFrame !== this.rendered.count) continue
      plane.dom.hide()
      // Off screen, its one draw is done: out of the scene now, as at rest no frame may follow.
      if (!onScreen(plane.screenLeft, plane.width, this.reach.viewportWidth))
        this.show(plane, false)
    }
    this.backdrops.afterRender()
    this.rendered.count++
  }

  /** Context lost or stage leaving: every DOM image visible again, at once. */
  showAllDom(): void {
    for (const plane of this.planes) plane.dom.show()
    this.backdrops.showAllDom()
  }

  /** The texture budget of the last update, bytes. */
  get textureLimit(): number {
    return this.textures.limit
  }

  /** The section backgrounds the canvas draws behind planes. */
  get backdropList(): readonly Backdrop[] {
    return this.backdrops.all
  }

  dispose(): void {
    this.textures.clear()
    for (const plane of this.planes) this.drop(plane)
    this.planes = []
    this.near.build([])
    this.backdrops.dispose()
    this.geometry.dispose()
  }
}
