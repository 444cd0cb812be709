import {
  LinearFilter,
  NoColorSpace,
  type Texture,
  TextureLoader,
  Texture as ThreeTexture,
} from 'three'
import { GatedVideoTexture } from './gated-video-texture.ts'

/** The device pixels a texture fills on screen, and how CSS fits the image into them. */
export interface TextureFit {
  width: number
  height: number
  contain: boolean
}

/**
 * The size that puts one texel on one device pixel, or null when it is about that already.
 * A srcset candidate may be twice the slot: sampled at that shrink it would look softer than
 * the browser's own downscale, and hold GPU memory for pixels never seen.
 */
export function fittedSize(
  image: { width: number; height: number },
  fit: TextureFit,
): { width: number; height: number } | null {
  if (image.width <= 0 || image.height <= 0 || fit.width <= 0 || fit.height <= 0) return null
  const sx = fit.width / image.width
  const sy = fit.height / image.height
  const scale = fit.contain ? Math.min(sx, sy) : Math.max(sx, sy)
  if (scale >= 0.8) return null
  return {
    width: Math.max(1, Math.round(image.width * scale)),
    height: Math.max(1, Math.round(image.height * scale)),
  }
}

/** A texture with what its owner needs to account for and release it. */
export interface LoadedTexture {
  texture: Texture
  /** The image URL it was made from ('' for a video). */
  source: string
  width: number
  height: number
  /** GPU bytes once uploaded: RGBA8, no mipmaps. */
  bytes: number
  /** Frees the GPU texture and the decoded pixels. The plane that loaded it calls this. */
  release(): void
  /** A video's texture, whose new frames the upload queue takes (videos only). */
  video?: GatedVideoTexture
}

/** Decoded and resampled off the main thread where the browser makes ImageBitmaps. */
const decodesOffThread = typeof createImageBitmap === 'function' && typeof fetch === 'function'
const imageLoader = new TextureLoader()

function prepare(texture: Texture): void {
  // Resampled to the plane × DPR (or the <img>'s currentSrc is that already): no mipmaps.
  texture.generateMipmaps = false
  texture.minFilter = LinearFilter
  texture.magFilter = LinearFilter
  // No colour space on purpose: with the canvas `linear` (no output conversion) the sRGB
  // pixels pass through untouched and match the DOM image exactly.
  texture.colorSpace = NoColorSpace
  texture.needsUpdate = true
}

/**
 * The pixel size of the image at `url` as served: the DOM image's natural size is density-
 * corrected, so a detached image asks the memory cache, which already has the image the
 * DOM loaded (no decode, no request).
 */
function servedSize(url: string): Promise<{ width: number; height: number }> {
  const probe = new Image()
  const size = new Promise<{ width: number; height: number }>((resolve, reject) => {
    probe.onload = () => resolve({ width: probe.naturalWidth, height: probe.naturalHeight })
    probe.onerror = () => reject(new Error(`the image did not load: ${url}`))
  })
  probe.src = url
  return size
}

async function fetchBlob(url: string): Promise<Blob> {
  const response = await fetch(url, { credentials: 'same-origin' })
  if (!response.ok) throw new Error(`${response.status} for ${url}`)
  return response.blob()
}

/**
 * Loads the image the DOM chose as a texture (not yet uploaded), fitted to its device pixels:
 * decode, resample and flip are one `createImageBitmap` of the fetched bytes, off the main
 * thread (a decoded bitmap resamples on it: see docs/performance.md, 'Textures').
 */
export async function loadImageTexture(url: string, fit: TextureFit): Promise<LoadedTexture> {
  if (decodesOffThread) {
    const [blob, served] = await Promise.all([fetchBlob(url), servedSize(url)])
    const size = fittedSize(served, fit)
    // Flipped while decoding, since WebGL's flipY does not apply to bitmaps; no colour
    // conversion, as the DOM image (the canvas is `linear`, NoColorSpace below).
    const bitmap = await createImageBitmap(blob, {
      imageOrientation: 'flipY',
      premultiplyAlpha: 'none',
      colorSpaceConversion: 'none',
      ...(size && {
        resizeWidth: size.width,
        resizeHeight: size.height,
        resizeQuality: 'high',
      }),
    })
    const texture = new ThreeTexture(bitmap)
    texture.flipY = false
    prepare(texture)
    return {
      texture,
      source: url,
      width: bitmap.width,
      height: bitmap.height,
      bytes: bitmap.width * bitmap.height * 4,
      release: () => {
        texture.dispose()
        bitmap.close()
      },
    }
  }
  const texture = await imageLoader.loadAsync(url)
  prepare(texture)
  const image = texture.image as HTMLImageElement
  return {
    texture,
    source: url,
    width: image.naturalWidth,
    height: image.naturalHeight,
    bytes: image.naturalWidth * image.naturalHeight * 4,
    release: () => texture.dispose(),
  }
}

/**
 * A video's frames as a texture: each new video frame waits until the upload queue takes
 * it (GatedVideoTexture); the first is taken here, for the queue's first upload.
 */
export function videoTexture(video: HTMLVideoElement): LoadedTexture {
  const texture = new GatedVideoTexture(video)
  prepare(texture)
  texture.take()
  return {
    texture,
    video: texture,
    source: '',
    width: video.videoWidth,
    height: video.videoHeight,
    bytes: video.videoWidth * video.videoHeight * 4,
    release: () => texture.dispose(),
  }
}
