import type { Mesh, PlaneGeometry } from 'three'
import type { PlaneRect } from '../../scroll/layout/layout.ts'
import type { PlaneMaterial } from '../materials/PlaneMaterial.ts'
import type { LoadedTexture } from '../textures/load-texture.ts'
import { MediaTexture } from '../textures/media-texture.ts'
import { DomImage } from './dom-image.ts'
import { PlaneDrawing, type PlaneLook } from './plane-drawing.ts'
import type { PlaneFrame } from './plane-frame.ts'
import type { PlaneHover } from './plane-hover.ts'
import { type FrameLook, revealProgress, revealStartAt } from './plane-motion.ts'
import { VideoFrames } from './video-frames.ts'

/**
 * One WebGL plane for one `[data-plane]` element: a few numbers until its texture is first
 * asked for, when its drawing (mesh, material, hover) is made, to be freed with the texture.
 * So only planes near the view hold a material, however long the archive.
 */
export class Plane implements PlaneLook {
  /** The element's rect along the track, CSS px (from the layout). */
  x = 0
  y = 0
  width = 0
  height = 0
  /** The DOM image is `object-fit: contain` (read with the rect). */
  contain = false
  /** Where it was placed last, viewport px; NaN until the frame first reaches it. */
  screenLeft = Number.NaN
  screenTop = Number.NaN
  /** Its index in the planes sorted along the track (NearRange, on each layout). */
  trackIndex = -1
  /** Held by the FarCache: out of the frame's range, its texture kept. */
  kept = false
  /** Frame number of its last draw, and the texture version that draw showed (a video's grows). */
  drewFrame = -1
  drewVersion = -1
  /** When its reveal began, s (-1: not yet), and how far it is, 0..1. */
  revealStart = -1
  reveal = 0
  /** A flight between pages stands in for it: it loads, but does not show (PageFlight). */
  held = false
  /**
   * Read every frame: a field, as an `instanceof` per frame costs (docs/performance.md,
   * 'The frame loop').
   */
  readonly isVideo: boolean
  readonly texture: MediaTexture
  readonly dom: DomImage
  private readonly video: VideoFrames | null
  /** Draw order among the planes (DOM order). */
  private order = 0
  private drawing: PlaneDrawing | null = null

  constructor(
    readonly el: HTMLElement,
    media: HTMLImageElement | HTMLVideoElement,
    /** Shared by every plane, owned by the PlaneSet. */
    private readonly geometry: PlaneGeometry,
    /** Asks the loop for a frame (a texture arrived, the pointer moved). */
    private readonly onChange: () => void,
    /** The frames rendered so far (PlaneSet). */
    private readonly rendered: { readonly count: number },
  ) {
    this.isVideo = media instanceof HTMLVideoElement
    this.texture = new MediaTexture(media, this, onChange)
    this.dom = new DomImage(el, media)
    this.video = media instanceof HTMLVideoElement ? new VideoFrames(media, onChange) : null
  }

  /** The mesh, while the plane has a texture or is loading one. */
  get mesh(): Mesh<PlaneGeometry, PlaneMaterial> | null {
    return this.drawing?.mesh ?? null
  }

  /** The mouse over it, while it has a drawing. */
  get hover(): PlaneHover | null {
    return this.drawing?.hover ?? null
  }

  /** A picture on the GPU: worth keeping out of view while the budget has room. */
  get keepable(): boolean {
    return this.texture.status === 'ready' && !this.isVideo
  }

  /** Its place in the draw order (DOM order), kept for a mesh made later. */
  setOrder(order: number): void {
    this.order = order
    if (this.drawing) this.drawing.mesh.renderOrder = order
  }

  /** A new measurement (layout time: the computed style may be read here). */
  setRect(rect: PlaneRect): void {
    if (Math.abs(rect.width - this.width) > 1 || Math.abs(rect.height - this.height) > 1) {
      this.texture.resized()
    }
    this.x = rect.x
    this.y = rect.y
    this.width = rect.width
    this.height = rect.height
    this.contain = getComputedStyle(this.dom.media).objectFit === 'contain'
  }

  /** Starts loading its texture, with the drawing that will show it. */
  load(): void {
    if (this.texture.status !== 'none') return
    this.draw()
    this.texture.load()
  }

  /** Releases the texture and what draws it (far off-screen or gone); the DOM image is back. */
  unload(): void {
    this.video?.stop(this.texture.loaded?.video)
    this.texture.unload()
    this.drawing?.dispose()
    this.drawing = null
    this.revealStart = -1
    this.dom.show()
  }

  dispose(): void {
    this.unload()
  }

  /** Its picture, already on the GPU, handed to a flight, which releases it (images only). */
  detachTexture(): LoadedTexture | null {
    return this.isVideo || this.texture.status !== 'ready' ? null : this.texture.detach()
  }

  /** A flight stands in for it from now: its DOM picture hides at once, as if it had drawn. */
  hold(): void {
    this.held = true
    this.dom.hide()
  }

  /**
   * The flight has landed on it at `seconds` (the frame clock): shown whole from this frame,
   * its reveal already over (no zoom), or, its texture not in yet, its DOM picture until it is.
   */
  handBack(seconds: number): void {
    if (!this.held) return
    this.held = false
    if (this.texture.status === 'ready') this.revealStart = revealStartAt(seconds, false, 1)
    else this.dom.show()
  }

  /**
   * Its frame, once it shows: reveal and hover eased, then placed and its uniforms written
   * (PlaneDrawing.apply). True while it still eases.
   */
  applyFrame(frame: PlaneFrame, shared: FrameLook, inView: boolean): boolean {
    const drawing = this.drawing
    const loaded = this.texture.loaded
    if (!drawing || !loaded) return false
    // Revealed once, when it first enters view with the DOM image already hidden.
    if (inView && this.revealStart < 0) {
      this.revealStart = revealStartAt(shared.seconds, this.dom.hidden, shared.motion)
    }
    this.reveal = revealProgress(this.revealStart, shared.seconds)
    drawing.hover.ease(shared.dt)
    drawing.apply(this, loaded, frame, shared)
    // Under reduced motion the shader draws no ripple: a hovered plane needs no more frames.
    return (this.revealStart >= 0 && this.reveal < 1) || (drawing.hover.moving && shared.motion > 0)
  }

  /** Wakes the loop at the video's next frame (VideoFrames); false where it cannot. */
  watchVideoFrame(): boolean {
    return this.video?.watch(this.texture.loaded?.video) ?? false
  }

  get videoPlaying(): boolean {
    return this.video?.playing ?? false
  }

  /** A video plane whose latest video frame has not been drawn yet. */
  get videoFrameDue(): boolean {
    const loaded = this.texture.loaded
    return this.isVideo && loaded !== null && loaded.texture.version !== this.drewVersion
  }

  private draw(): void {
    if (this.drawing) return
    const hoverEl = this.el.closest('a, button') ?? this.el
    this.drawing = new PlaneDrawing(
      this.geometry,
      this.order,
      hoverEl,
      this,
      this.onChange,
      this.onDrawn,
    )
  }

  private readonly onDrawn = () => {
    this.drewFrame = this.rendered.count
    const loaded = this.texture.loaded
    if (loaded) this.drewVersion = loaded.texture.version
  }
}
