import type { GatedVideoTexture } from './gated-video-texture.ts'
import { type LoadedTexture, loadImageTexture, videoTexture } from './load-texture.ts'
import { fittedBytes } from './texture-budget.ts'

type Media = HTMLImageElement | HTMLVideoElement

/**
 * Texture life: none → loading → loaded (waiting for upload) → ready (on the GPU), or
 * failed (the DOM image stays; `unload()` lets a later approach try again).
 */
export type TextureStatus = 'none' | 'loading' | 'loaded' | 'ready' | 'failed'

/** The slot a texture is fitted to, CSS px (its plane's rect), read at each load. */
interface TextureSlot {
  readonly width: number
  readonly height: number
  /** The DOM image is `object-fit: contain`. */
  readonly contain: boolean
}

/**
 * A picture whose source failed before it was asked for: complete, no pixels, a source.
 * One with no source yet (a card waiting for the track) is complete too, and loads later.
 */
function isBroken(img: HTMLImageElement): boolean {
  return img.complete && img.naturalWidth === 0 && img.currentSrc !== ''
}

/**
 * The texture of one DOM image or video, from the source the DOM chose. The upload queue
 * takes it once loaded (it is an `Uploadable`); `onChange` asks the loop for a frame.
 */
export class MediaTexture {
  status: TextureStatus = 'none'
  loaded: LoadedTexture | null = null
  /** Bumped by each load and unload: a load that answers late is dropped. */
  private token = 0
  /** The slot width (CSS px) the image texture was resampled for. */
  private loadedForWidth = 0
  /** The bytes its last texture took (0: none yet, or since a resize). */
  private lastBytes = 0
  private readonly isVideo: boolean

  constructor(
    private readonly media: Media,
    private readonly slot: TextureSlot,
    private readonly onChange: () => void,
  ) {
    this.isVideo = media instanceof HTMLVideoElement
  }

  /** The URL it shows: the candidate the `<img>` picked from its srcset. */
  get source(): string {
    return this.media instanceof HTMLImageElement ? this.media.currentSrc || this.media.src : ''
  }

  /** It no longer fits: another srcset candidate, or a slot size it was not made for. */
  get outdated(): boolean {
    const loaded = this.loaded
    if (!loaded || this.isVideo) return false
    return this.source !== loaded.source || Math.abs(this.slot.width - this.loadedForWidth) > 1
  }

  /** A video's texture with a new video frame not yet taken for upload. */
  get waitingVideo(): GatedVideoTexture | null {
    const video = this.loaded?.video
    return video?.waiting && this.status === 'ready' ? video : null
  }

  /**
   * The bytes it will take: the last texture's, else the fitted size. A source under 1.25×
   * its slot is not resampled, so once known the real figure counts, and the budget never
   * fills in a picture whose bytes it has just freed.
   */
  expectedBytes(dpr: number): number {
    return this.lastBytes > 0 ? this.lastBytes : fittedBytes(this.slot.width, this.slot.height, dpr)
  }

  /** The slot changed size: the last texture's bytes no longer tell. */
  resized(): void {
    this.lastBytes = 0
  }

  /** Starts loading; an image the browser has not loaded yet (lazy) is asked for now. */
  load(): void {
    if (this.status !== 'none') return
    const token = ++this.token
    const media = this.media
    if (media instanceof HTMLVideoElement) {
      this.loadVideo(media, token)
      return
    }
    if (isBroken(media)) {
      this.status = 'failed'
      return
    }
    this.status = 'loading'
    if (!media.complete || media.naturalWidth === 0) {
      if (media.loading === 'lazy') media.loading = 'eager'
      this.retryOn(media, 'load', token)
      return
    }
    const dpr = window.devicePixelRatio || 1
    this.loadedForWidth = this.slot.width
    const { width, height, contain } = this.slot
    loadImageTexture(this.source, { width: width * dpr, height: height * dpr, contain }).then(
      (loaded) => this.accept(loaded, token),
      (error: unknown) => {
        if (token !== this.token) return
        console.warn('Plane texture failed, the DOM image stays:', this.source, error)
        this.fail(token)
      },
    )
  }

  private loadVideo(video: HTMLVideoElement, token: number): void {
    if (video.readyState >= 2) {
      this.accept(videoTexture(video), token)
      return
    }
    // Already failed: no `loadeddata` will come, and a texture left loading in view would
    // keep the stage from ever settling (stage-settled.ts).
    if (video.error) {
      this.status = 'failed'
      return
    }
    this.status = 'loading'
    // Left at preload="none" (LoopVideo, until first on screen), it would never load on its
    // own: near view, the plane needs its first frame now.
    if (video.preload === 'none') video.preload = 'auto'
    this.retryOn(video, 'loadeddata', token)
  }

  /** Loads again once the browser has the media (`ready`), or fails with it. */
  private retryOn(media: Media, ready: 'load' | 'loadeddata', token: number): void {
    media.addEventListener(ready, () => this.retry(token), { once: true })
    media.addEventListener('error', () => this.fail(token), { once: true })
  }

  private fail(token: number): void {
    if (token === this.token) this.status = 'failed'
  }

  private retry(token: number): void {
    if (token !== this.token) return
    this.status = 'none'
    this.load()
    this.onChange()
  }

  private accept(loaded: LoadedTexture, token: number): void {
    if (token !== this.token) {
      loaded.release()
      return
    }
    this.loaded = loaded
    this.lastBytes = loaded.bytes
    this.status = 'loaded'
    this.onChange()
  }

  /** Called by the upload queue once `renderer.initTexture` has put it on the GPU. */
  markUploaded(): void {
    if (this.loaded) this.status = 'ready'
  }

  /**
   * Gives up the texture without releasing it: its new owner (a flight between pages) releases
   * it. Back to `none`, as after `unload`; a load under way is dropped.
   */
  detach(): LoadedTexture | null {
    const loaded = this.loaded
    this.token++
    this.loaded = null
    this.status = 'none'
    return loaded
  }

  /** Releases the texture (far off-screen or gone); a load under way is dropped. */
  unload(): void {
    this.token++
    this.loaded?.release()
    this.loaded = null
    this.status = 'none'
  }
}
