import { Mesh, type PlaneGeometry } from 'three'
import type { PlaneRect } from '../../scroll/layout/layout.ts'
import { DRAWN_CLASS } from '../../scroll/track-dom.ts'
import { PlaneMaterial } from '../materials/PlaneMaterial.ts'
import type { GatedVideoTexture } from '../textures/gated-video-texture.ts'
import { type LoadedTexture, loadImageTexture, videoTexture } from '../textures/load-texture.ts'
import { fittedBytes } from '../textures/texture-budget.ts'

type Media = HTMLImageElement | HTMLVideoElement

/**
 * A picture whose source failed before its plane asked for it (a host that refused, an
 * asset gone): complete, with no pixels, yet it has a source. One with no source yet (a
 * card waiting for the track, deferred-image.ts) is complete too, and loads later.
 */
function isBroken(img: HTMLImageElement): boolean {
  return img.complete && img.naturalWidth === 0 && img.currentSrc !== ''
}

/**
 * Texture life: none → loading → loaded (waiting for upload) → ready (on the GPU), or
 * failed (the DOM image stays; `unload()` lets a later approach try again).
 */
export type TextureStatus = 'none' | 'loading' | 'loaded' | 'ready' | 'failed'

/** What a plane draws with: made when its texture is first asked for, freed with it. */
interface Drawing {
  mesh: Mesh<PlaneGeometry, PlaneMaterial>
  hoverEl: Element
}

/**
 * One WebGL plane for one `[data-plane]` element. Until its texture is first asked for it
 * is a few numbers: the mesh, its material and the hover listeners are made then, and
 * released with the texture (`unload()`). A 2,000-project /work lays out 2,000 planes, but
 * only those near the view ever hold a material. The geometry is shared and belongs to
 * the PlaneSet. `onChange` asks the loop for a frame (a texture arrived, the pointer
 * moved).
 */
export class Plane {
  x = 0
  y = 0
  width = 0
  height = 0
  /**
   * Where it was placed last, viewport px: pointer events map into the plane with it. NaN
   * until the frame loop first reaches it (planes far from view are not visited).
   */
  screenLeft = Number.NaN
  screenTop = Number.NaN
  status: TextureStatus = 'none'
  loaded: LoadedTexture | null = null
  /** Frame number of the last draw (set by three.js after rendering the mesh). */
  drewFrame = -1
  /**
   * The texture version that last draw showed. A video's texture gains a version with each
   * new video frame (three.js's VideoTexture, on requestVideoFrameCallback).
   */
  drewVersion = -1
  hidden = false
  /** Its index in the planes sorted along the track (PlaneSet, on each layout). */
  trackIndex = -1
  /** Held by the PlaneSet's FarCache: out of the frame's range, its texture kept. */
  kept = false
  revealStart = -1
  hoverTarget = 0
  private loadToken = 0
  /** The pending requestVideoFrameCallback that wakes the loop (0: none). */
  private frameWatch = 0
  /** The plane width (CSS px) the image texture was resampled for. */
  private loadedForWidth = 0
  /** The bytes its last texture took (0: none yet, or since a resize). */
  private lastBytes = 0
  /** The DOM image is `object-fit: contain` (read with the rect). */
  private contain = false
  /** Draw order among the planes (DOM order). */
  private order = 0
  private drawing: Drawing | null = null
  /**
   * Its media is a video. Read every frame for each plane near view: a field, since an
   * `instanceof` on a DOM element took about 15 µs of each frame of the wheel.
   */
  readonly isVideo: boolean

  constructor(
    readonly el: HTMLElement,
    readonly media: Media,
    private readonly geometry: PlaneGeometry,
    private readonly onChange: () => void,
    private readonly frame: { count: number },
  ) {
    this.isVideo = media instanceof HTMLVideoElement
  }

  /** The mesh, while the plane has a texture or is loading one. */
  get mesh(): Mesh<PlaneGeometry, PlaneMaterial> | null {
    return this.drawing?.mesh ?? null
  }

  /** A picture on the GPU: worth keeping out of view while the budget has room. */
  get keepable(): boolean {
    return this.status === 'ready' && !this.isVideo
  }

  /** Its place in the draw order (DOM order), kept for a mesh made later. */
  setOrder(order: number): void {
    this.order = order
    if (this.drawing) this.drawing.mesh.renderOrder = order
  }

  private draw(): Drawing {
    if (this.drawing) return this.drawing
    const mesh = new Mesh(this.geometry, new PlaneMaterial())
    mesh.visible = false
    // Drawn ahead of view too, so the DOM image can hide before the plane slides in.
    mesh.frustumCulled = false
    mesh.renderOrder = this.order
    mesh.onAfterRender = () => {
      this.drewFrame = this.frame.count
      if (this.loaded) this.drewVersion = this.loaded.texture.version
    }
    const u = mesh.material.uniforms
    u.uSizes.value.x = this.width
    u.uSizes.value.y = this.height
    u.uContain.value = this.contain ? 1 : 0
    const hoverEl = this.el.closest('a, button') ?? this.el
    hoverEl.addEventListener('pointerenter', this.onPointer)
    hoverEl.addEventListener('pointermove', this.onPointer)
    hoverEl.addEventListener('pointerleave', this.onLeave)
    this.drawing = { mesh, hoverEl }
    return this.drawing
  }

  private undraw(): void {
    const drawing = this.drawing
    if (!drawing) return
    this.drawing = null
    drawing.mesh.removeFromParent()
    drawing.mesh.material.dispose()
    drawing.hoverEl.removeEventListener('pointerenter', this.onPointer)
    drawing.hoverEl.removeEventListener('pointermove', this.onPointer)
    drawing.hoverEl.removeEventListener('pointerleave', this.onLeave)
    this.hoverTarget = 0
  }

  /** A video plane's texture with a new video frame not yet taken for upload. */
  get waitingVideo(): GatedVideoTexture | null {
    const video = this.loaded?.video
    return video?.waiting && this.status === 'ready' ? video : null
  }

  /** A video plane whose latest video frame has not been drawn yet. */
  get videoFrameDue(): boolean {
    return this.isVideo && this.loaded !== null && this.loaded.texture.version !== this.drewVersion
  }

  /**
   * Wakes the loop at the video's next frame (requestVideoFrameCallback), once; paused or
   * playing. So a video shown is drawn frame by frame while the loop sleeps in between,
   * and one that starts to play (autoplay, or a visitor's Play from the keyboard) is
   * drawn from its first new frame. False where the browser has no such callback.
   */
  watchVideoFrame(): boolean {
    if (!this.isVideo || !('requestVideoFrameCallback' in this.media)) return false
    if (this.frameWatch !== 0) return true
    // Once its texture is made, the texture's own callback per video frame (three.js's)
    // tells the plane, a field set again each frame: the frame loop makes no browser call
    // for it. Asked for inside the frame, a requestVideoFrameCallback took up to 2.7 ms
    // while the compositor held the video (traced on the home page's first wheel).
    const texture = this.loaded?.video
    if (texture) {
      texture.onNextFrame(this.onVideoFrame)
    } else {
      this.frameWatch = (this.media as HTMLVideoElement).requestVideoFrameCallback(
        this.onVideoFrame,
      )
    }
    return true
  }

  /** One callback for every video frame: nothing is allocated per frame. */
  private readonly onVideoFrame = () => {
    this.frameWatch = 0
    this.onChange()
  }

  private unwatchVideoFrame(): void {
    this.loaded?.video?.onNextFrame(null)
    if (this.frameWatch === 0 || !(this.media instanceof HTMLVideoElement)) return
    this.media.cancelVideoFrameCallback(this.frameWatch)
    this.frameWatch = 0
  }

  /** The URL this plane shows: the candidate the `<img>` picked from its srcset. */
  get source(): string {
    return this.media instanceof HTMLImageElement ? this.media.currentSrc || this.media.src : ''
  }

  /** The texture no longer fits: another srcset candidate, or a size it was not made for. */
  get textureOutdated(): boolean {
    const loaded = this.loaded
    if (!loaded || this.isVideo) return false
    return this.source !== loaded.source || Math.abs(this.width - this.loadedForWidth) > 1
  }

  /**
   * The bytes its texture will take: what the last one took, else the fitted size. A
   * texture can exceed the fitted size (a source under 1.25× the slot is not resampled),
   * so once known, the real figure counts: the texture budget then never fills in a
   * picture whose bytes it has just freed.
   */
  expectedBytes(dpr: number): number {
    return this.lastBytes > 0 ? this.lastBytes : fittedBytes(this.width, this.height, dpr)
  }

  /** A new measurement (layout time: the computed style may be read here). */
  setRect(rect: PlaneRect): void {
    if (Math.abs(rect.width - this.width) > 1 || Math.abs(rect.height - this.height) > 1) {
      this.lastBytes = 0
    }
    this.x = rect.x
    this.y = rect.y
    this.width = rect.width
    this.height = rect.height
    this.contain = getComputedStyle(this.media).objectFit === 'contain'
    const u = this.drawing?.mesh.material.uniforms
    if (!u) return
    u.uSizes.value.x = rect.width
    u.uSizes.value.y = rect.height
    u.uContain.value = this.contain ? 1 : 0
  }

  /** Starts loading; an image the browser has not loaded yet (lazy) is asked for now. */
  load(): void {
    if (this.status !== 'none') return
    const token = ++this.loadToken
    this.draw()
    const media = this.media
    if (media instanceof HTMLVideoElement) {
      if (media.readyState >= 2) {
        this.accept(videoTexture(media), token)
        return
      }
      // Its source already failed: no `loadeddata` will come, and a plane left loading in
      // view would keep the stage from ever settling (stage-settled.ts).
      if (media.error) {
        this.status = 'failed'
        return
      }
      this.status = 'loading'
      // A video left at preload="none" (LoopVideo, until it is first on screen) would never
      // load on its own: near view, the plane needs its first frame now. As `lazy` images
      // are made eager below.
      if (media.preload === 'none') media.preload = 'auto'
      media.addEventListener('loadeddata', () => this.retry(token), { once: true })
      media.addEventListener('error', () => this.fail(token), { once: true })
      return
    }
    if (isBroken(media)) {
      this.status = 'failed'
      return
    }
    if (!media.complete || media.naturalWidth === 0) {
      this.status = 'loading'
      if (media.loading === 'lazy') media.loading = 'eager'
      media.addEventListener('load', () => this.retry(token), { once: true })
      media.addEventListener('error', () => this.fail(token), { once: true })
      return
    }
    this.status = 'loading'
    const dpr = window.devicePixelRatio || 1
    this.loadedForWidth = this.width
    const fit = {
      width: this.width * dpr,
      height: this.height * dpr,
      contain: this.contain,
    }
    loadImageTexture(this.source, fit).then(
      (loaded) => this.accept(loaded, token),
      (error: unknown) => {
        if (token !== this.loadToken) return
        console.warn('Plane texture failed, the DOM image stays:', this.source, error)
        this.fail(token)
      },
    )
  }

  private fail(token: number): void {
    if (token === this.loadToken) this.status = 'failed'
  }

  private retry(token: number): void {
    if (token !== this.loadToken) return
    this.status = 'none'
    this.load()
    this.onChange()
  }

  private accept(loaded: LoadedTexture, token: number): void {
    if (token !== this.loadToken) {
      loaded.release()
      return
    }
    this.loaded = loaded
    this.lastBytes = loaded.bytes
    this.status = 'loaded'
    const sizes = this.draw().mesh.material.uniforms.uSizes.value
    sizes.z = loaded.width || 1
    sizes.w = loaded.height || 1
    this.onChange()
  }

  /** Called by the upload queue once `renderer.initTexture` has put it on the GPU. */
  markUploaded(): void {
    if (!this.loaded) return
    this.draw().mesh.material.uniforms.uMap.value = this.loaded.texture
    this.status = 'ready'
  }

  /** Releases the texture and what draws it (far off-screen or gone); the DOM image is back. */
  unload(): void {
    this.loadToken++
    this.unwatchVideoFrame()
    this.loaded?.release()
    this.loaded = null
    this.status = 'none'
    this.undraw()
    this.revealStart = -1
    this.showDom()
  }

  hideDom(): void {
    if (this.hidden) return
    this.hidden = true
    this.el.classList.add(DRAWN_CLASS)
  }

  showDom(): void {
    if (!this.hidden) return
    this.hidden = false
    // An image hidden before it was ever painted may not be decoded: `decoding="async"`
    // would let the browser paint a frame without it. Sync makes it appear in this frame.
    if (this.media instanceof HTMLImageElement) this.media.decoding = 'sync'
    this.el.classList.remove(DRAWN_CLASS)
  }

  dispose(): void {
    this.unload()
  }

  private readonly onPointer = (e: Event) => {
    const p = e as PointerEvent
    if (p.pointerType !== 'mouse') return
    this.hoverTarget = 1
    // Pointer in plane UV, y up, from the rect the plane was drawn at (no layout read).
    const u = (p.clientX - this.screenLeft) / Math.max(this.width, 1)
    const v = 1 - (p.clientY - this.screenTop) / Math.max(this.height, 1)
    this.drawing?.mesh.material.uniforms.uPointer.value.set(u, v)
    this.onChange()
  }

  private readonly onLeave = () => {
    this.hoverTarget = 0
    this.onChange()
  }
}
