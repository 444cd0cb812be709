import {
  ImageBitmapLoader,
  LinearFilter,
  NoColorSpace,
  type Texture,
  TextureLoader,
  Texture as ThreeTexture,
  VideoTexture,
} from 'three'

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
}

// Decoded off the main thread where ImageBitmap exists; flipped while decoding, since
// WebGL's flipY does not apply to bitmaps.
const bitmapLoader =
  typeof createImageBitmap === 'function'
    ? new ImageBitmapLoader().setOptions({ imageOrientation: 'flipY', premultiplyAlpha: 'none' })
    : null
const imageLoader = new TextureLoader()

function prepare(texture: Texture): void {
  // Sized for the plane × DPR already (the <img>'s currentSrc): no mipmaps needed.
  texture.generateMipmaps = false
  texture.minFilter = LinearFilter
  texture.magFilter = LinearFilter
  // No colour space on purpose: with the canvas `linear` (no output conversion) the sRGB
  // pixels pass through untouched and match the DOM image exactly.
  texture.colorSpace = NoColorSpace
  texture.needsUpdate = true
}

/** Loads the image the DOM chose (`currentSrc`) as a texture, not yet uploaded. */
export async function loadImageTexture(url: string): Promise<LoadedTexture> {
  if (bitmapLoader) {
    const bitmap = await bitmapLoader.loadAsync(url)
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

/** A video's frames as a texture; three.js refreshes it on each new video frame. */
export function videoTexture(video: HTMLVideoElement): LoadedTexture {
  const texture = new VideoTexture(video)
  prepare(texture)
  return {
    texture,
    source: '',
    width: video.videoWidth,
    height: video.videoHeight,
    bytes: video.videoWidth * video.videoHeight * 4,
    release: () => texture.dispose(),
  }
}
