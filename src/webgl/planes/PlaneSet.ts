import { Group, PlaneGeometry } from 'three'
import type { VirtualScroll } from '../../scroll/engine/virtual-scroll.ts'
import type { TrackLayout } from '../../scroll/layout/layout.ts'
import {
  buildTrackIndex,
  NEAR_VIEWPORTS,
  rangeOverlapping,
  type TrackIndex,
} from '../../scroll/layout/track-range.ts'
import { FarCache } from '../textures/far-cache.ts'
import { TextureBudget, textureBudget } from '../textures/texture-budget.ts'
import type { UploadQueue } from '../textures/UploadQueue.ts'
import type { Backdrop } from './Backdrop.ts'
import { BackdropSet } from './BackdropSet.ts'
import { Plane } from './Plane.ts'
import {
  bendAmount,
  bendInvisible,
  onScreen,
  placeOnRect,
  viewDistance,
  Zone,
  zoneOf,
} from './plane-math.ts'

/** Textures load and upload this many viewport widths ahead of view... */
const AHEAD_VIEWPORTS = 1
/**
 * ...and filled in at rest out to this many. While the track rests, the pictures in
 * between load too, nearest first, one at a time: a flick that follows finds them on the
 * GPU. (Filled out to two viewports only, a 4,800 px wheel on the demo /work uploaded 8
 * times in its frames; out to here, 4.) Beyond it the frame no longer visits a plane, but
 * a picture on the GPU stays there (the FarCache) until the budget needs its room: the
 * same wheel again then uploads nothing. The budget binds both (texture-budget.ts), the
 * farthest going first: a dense archive packs more pictures into these viewports than a
 * short track holds in all, and GPU memory follows the viewport, not the archive.
 */
const FAR_VIEWPORTS = NEAR_VIEWPORTS
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
  /** DOM order (which is also draw order, via renderOrder). */
  private planes: Plane[] = []
  /** The same planes sorted along the track, with the index that finds those near view. */
  private sorted: Plane[] = []
  private index: TrackIndex = buildTrackIndex<Plane>([]).index
  /** The range of `sorted` handled last frame, and this frame's: planes leaving it unload. */
  private readonly range = { from: 0, to: 0 }
  private readonly previous = { from: 0, to: 0 }
  private readonly byElement = new Map<HTMLElement, Plane>()
  private readonly budget = new TextureBudget<Plane>()
  /** Pictures out of the range, kept on the GPU while the budget allows. */
  private readonly farCache = new FarCache<Plane>()
  /** This frame's scroll and viewport width, for `spareFar` (a bound method, no closure). */
  private frameDrawn = 0
  private frameWidth = 0
  readonly frame = { count: 0 }
  private bend = 0
  /** The widest plane drawn in the last frame, CSS px: how far a bend shows. */
  private widest = 0
  private animating = false
  private videoPlaying = false
  private videoFrameDue = false
  private lastNow = 0
  private lastDrawn = Number.NaN
  private lastPageY = Number.NaN
  /**
   * The scene changed in the last update (a jump, a page scroll, a plane or backdrop that
   * appeared or vanished): render even at rest.
   */
  changed = false
  /** Every picture in view had its texture on the GPU at the last update (or failed). */
  viewReady = false
  /** 1, or 0 under reduced motion: the shaders' motion factor of the last update. */
  motion = 1

  /** Solid section backgrounds drawn in the canvas, so the planes inside them show. */
  private readonly backdrops: BackdropSet

  constructor(
    private readonly uploads: UploadQueue,
    private readonly wake: () => void,
    /** The track (rects are measured from its start) and the scroller around it. */
    track: HTMLElement,
    scroller: HTMLElement,
  ) {
    this.backdrops = new BackdropSet(this.group, track, scroller, this.frame)
  }

  get list(): readonly Plane[] {
    return this.planes
  }

  /** A new measurement: planes for new elements, disposal for gone ones, rects updated. */
  setLayout(layout: TrackLayout, routeChanged: boolean): void {
    if (routeChanged) {
      this.farCache.clear()
      for (const plane of this.planes) this.drop(plane)
    }
    const next: Plane[] = []
    this.backdrops.begin()
    for (const rect of layout.planes) {
      // Behind a background the canvas cannot draw: the DOM image stays, no plane.
      if (!this.backdrops.cover(rect.el)) continue
      let plane = this.byElement.get(rect.el)
      if (!plane) {
        const media = rect.el.querySelector<HTMLImageElement | HTMLVideoElement>('img, video')
        if (!media) continue
        // Its mesh joins the scene only while shown (see `show`).
        plane = new Plane(rect.el, media, this.geometry, this.wake, this.frame)
        this.byElement.set(rect.el, plane)
      }
      plane.setRect(rect)
      // A resize: the <img> picked another srcset candidate, or the plane changed size
      // (its texture is resampled to it): load again, the DOM image standing in meanwhile.
      if (plane.status === 'ready' && plane.textureOutdated) plane.unload()
      plane.setOrder(next.length)
      next.push(plane)
    }
    this.backdrops.end()
    const kept = new Set(next)
    for (const plane of this.planes) if (!kept.has(plane)) this.drop(plane)
    this.planes = next
    const built = buildTrackIndex(next)
    this.sorted = built.sorted
    this.index = built.index
    built.sorted.forEach((plane, i) => {
      plane.trackIndex = i
    })
    // The first frame after a new layout sweeps every plane once: a kept plane that
    // moved far from view releases its texture there.
    this.previous.from = 0
    this.previous.to = next.length
    this.wake()
  }

  private drop(plane: Plane): void {
    this.uploads.remove(plane)
    plane.dispose()
    this.byElement.delete(plane.el)
  }

  /**
   * Per frame, before rendering: position each plane near view from its rect minus the
   * scroll, drive textures by zone, ease hover/reveal/bend. Returns whether the scene
   * changed (render needed); `this.animating` says whether later frames are needed too.
   */
  update(
    now: number,
    scroll: VirtualScroll,
    /** The scroll is still settling (the loop's own verdict, passed to every frame client). */
    moving: boolean,
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
    if (bendInvisible(this.bend, Math.max(vw, this.widest))) this.bend = 0
    let animating = this.bend !== 0
    let widest = 0
    let videoPlaying = false
    let videoFrameDue = false
    this.changed = scroll.drawn !== this.lastDrawn || pageY !== this.lastPageY
    if (this.backdrops.update(scroll.drawn, pageY, vw, vh, scroll.dpr)) this.changed = true
    this.lastDrawn = scroll.drawn
    this.lastPageY = pageY
    const ahead = vw * AHEAD_VIEWPORTS
    const far = vw * FAR_VIEWPORTS
    let viewReady = true
    // At rest with nothing loading or waiting to upload, the nearest plane with no texture
    // short of the far edge loads (pictures only: a video would start streaming).
    let busy = moving || this.uploads.size > 0
    let prefetch: Plane | null = null
    let prefetchDistance = far
    const dpr = window.devicePixelRatio || 1
    this.budget.begin(textureBudget(vw, vh, dpr))
    // Only planes that overlap (drawn - far, drawn + vw + far) can be anything but Far.
    const range = rangeOverlapping(
      this.index,
      scroll.drawn - far,
      scroll.drawn + vw + far,
      this.range,
    )
    this.releaseLeft(range.from, range.to)
    this.frameDrawn = scroll.drawn
    this.frameWidth = vw
    this.farCache.sweep(range.from, range.to, this.spareFar)
    for (let i = range.from; i < range.to; i++) {
      const plane = this.sorted[i]
      if (!plane) continue
      // Its element left the page (a route change, before the rebuild drops it): the
      // canvas must not keep drawing the old page over the new one.
      if (!plane.el.isConnected) {
        this.show(plane, false)
        continue
      }
      const left = plane.x - scroll.drawn
      const top = plane.y - pageY
      plane.screenLeft = left
      plane.screenTop = top
      const zone = zoneOf(left, plane.width, vw, ahead, far)
      if (zone === Zone.Far) {
        this.show(plane, false)
        if (plane.keepable) this.spareFar(plane)
        else if (plane.status !== 'none') plane.unload()
        continue
      }
      if (zone <= Zone.Near && plane.status === 'none') plane.load()
      if (plane.status === 'loaded') this.uploads.add(plane, zone === Zone.Visible)
      if (plane.status === 'loading' || plane.status === 'loaded') busy = true
      if (zone === Zone.Visible && plane.status !== 'ready' && plane.status !== 'failed') {
        viewReady = false
      }
      if (plane.loaded) this.budget.hold(plane.loaded.bytes)
      // A picture on its way counts already: the far textures kept make room for it
      // while it loads, not after it has arrived on top of them.
      else if (plane.status === 'loading') this.budget.hold(plane.expectedBytes(dpr))
      if (zone === Zone.Between) {
        const distance = viewDistance(left, plane.width, vw)
        if (plane.loaded) this.budget.spare(plane, distance, plane.loaded.bytes)
        else if (plane.status === 'none' && !plane.isVideo && distance < prefetchDistance) {
          prefetch = plane
          prefetchDistance = distance
        }
      }
      // A texture that just arrived shows a plane that was not drawn before: a new frame
      // is due even at rest, or the DOM image would stand in for it until the next move.
      // Off-screen (Near or Between), a plane is drawn only until it has drawn once: that
      // first draw hides its DOM image before it slides in, and after it an off-screen
      // draw shows nothing (the geometry never leaves its rect) and costs a draw call a
      // frame. A picture filled in at rest (Between) so hides at rest, in the frame of its
      // upload: not in the wheel that brings it near, where the class change would restyle
      // and repaint the track, and its DOM image, never shown, is never decoded.
      const visible = plane.status === 'ready' && (zone === Zone.Visible || !plane.hidden)
      this.show(plane, visible)
      const mesh = plane.mesh
      if (!visible || !mesh) continue
      if (plane.width > widest) widest = plane.width
      placeOnRect(mesh, left, top, plane.width, plane.height, vw, vh, scroll.dpr)
      const u = mesh.material.uniforms
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
      // A video in view wakes the loop with each of its frames. Only where the browser
      // cannot do that does the loop tick on while it plays.
      if (plane.isVideo && zone === Zone.Visible && !plane.watchVideoFrame()) {
        if (!(plane.media as HTMLVideoElement).paused) videoPlaying = true
      }
      if (plane.videoFrameDue) videoFrameDue = true
      // A new video frame goes up once the GPU has caught up (UploadQueue).
      const video = plane.waitingVideo
      if (video) this.uploads.addFrame(video)
    }
    if (prefetch && !busy) {
      this.budget.want(prefetch.expectedBytes(dpr), prefetchDistance)
      if (this.budget.fillIn) prefetch.load()
    }
    // Over budget, or room to make for a nearer picture: the farthest textures kept go.
    for (let release = this.budget.overflow(); release; release = this.budget.overflow()) {
      this.uploads.remove(release)
      release.unload()
      animating = true
    }
    this.viewReady = viewReady
    this.widest = widest
    this.animating = animating || this.uploads.wantsFrames
    this.videoPlaying = videoPlaying
    this.videoFrameDue = videoFrameDue
    this.previous.from = range.from
    this.previous.to = range.to
  }

  /**
   * Planes of last frame's range that are outside [from, to) now: far from view. A picture
   * on the GPU goes to the FarCache; anything else (a load under way, a video) stops.
   */
  private releaseLeft(from: number, to: number): void {
    for (let i = this.previous.from; i < this.previous.to; i++) {
      if (i >= from && i < to) continue
      const plane = this.sorted[i]
      if (!plane) continue
      this.show(plane, false)
      if (plane.keepable) this.farCache.add(plane)
      else if (plane.status !== 'none') plane.unload()
    }
  }

  /** A far picture kept: counted against the budget, the first to go when it is short. */
  private readonly spareFar = (plane: Plane): void => {
    const loaded = plane.loaded
    if (!loaded) return
    this.budget.hold(loaded.bytes)
    const distance = viewDistance(plane.x - this.frameDrawn, plane.width, this.frameWidth)
    this.budget.spare(plane, distance, loaded.bytes)
  }

  /**
   * Only shown meshes are in the scene: three.js walks every child of the scene each
   * render (matrices, culling), so a hidden plane left in it would cost per frame, and the
   * frame would grow with the archive. A change of membership is a change of the scene.
   */
  private show(plane: Plane, shown: boolean): void {
    // No mesh: the plane has no texture, so nothing of it is drawn.
    const mesh = plane.mesh
    if (!mesh || (mesh.visible === shown && (mesh.parent !== null) === shown)) return
    this.changed = true
    mesh.visible = shown
    if (shown) this.group.add(mesh)
    else mesh.removeFromParent()
  }

  /**
   * Frames are needed: motion is easing, uploads wait, or a visible video plays in a
   * browser that cannot wake the loop at each video frame (see Plane.watchVideoFrame).
   */
  get needsFrames(): boolean {
    return this.animating || this.videoPlaying
  }

  /**
   * This frame must be drawn: motion is easing, uploads wait, or a video shown has a new
   * frame. A playing video alone asks for its own frame rate (25 a second for the reel),
   * not the display's: the frames between would draw the same picture again, and the
   * loop sleeps through them.
   */
  get drawNeeded(): boolean {
    return this.animating || this.videoFrameDue
  }

  /** Motion still easing or uploads waiting (a playing video alone does not count). */
  get settling(): boolean {
    return this.animating
  }

  /** After rendering: a plane that really drew this frame hides its DOM image. */
  afterRender(): void {
    // Only planes of this frame's range can have drawn.
    for (let i = this.range.from; i < this.range.to; i++) {
      const plane = this.sorted[i]
      if (!plane || plane.hidden || plane.drewFrame !== this.frame.count) continue
      plane.hideDom()
      // Off screen, its one draw is done: out of the scene now, since at rest no next
      // frame may come to take it out.
      if (!onScreen(plane.screenLeft, plane.width, this.frameWidth)) this.show(plane, false)
    }
    this.backdrops.afterRender()
    this.frame.count++
  }

  /** Context lost or stage leaving: every DOM image visible again, at once. */
  showAllDom(): void {
    for (const plane of this.planes) plane.showDom()
    this.backdrops.showAllDom()
  }

  /** The texture budget of the last update, bytes. */
  get textureLimit(): number {
    return this.budget.limit
  }

  /** The section backgrounds the canvas draws behind planes. */
  get backdropList(): readonly Backdrop[] {
    return this.backdrops.all
  }

  dispose(): void {
    this.farCache.clear()
    for (const plane of this.planes) this.drop(plane)
    this.planes = []
    this.sorted = []
    this.previous.to = 0
    this.backdrops.dispose()
    this.geometry.dispose()
  }
}
