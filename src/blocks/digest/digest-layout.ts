export type ImageSize = 'small' | 'medium' | 'large'

/** Share of the panel height an image takes per `imageSize` (default medium). */
export const IMAGE_HEIGHT: Record<ImageSize, number> = { small: 45, medium: 65, large: 88 }

export function imageSizeOf(block: { imageSize?: string | null }): ImageSize {
  const size = block.imageSize
  return size === 'small' || size === 'large' ? size : 'medium'
}

/**
 * Whether the images come before the text. `imagePosition` decides; without it the
 * images sit opposite `textPosition`; by default text first.
 */
export function imagesFirst(block: {
  imagePosition?: string | null
  textPosition?: string | null
}): boolean {
  if (block.imagePosition === 'left') return true
  if (block.imagePosition === 'right') return false
  return block.textPosition === 'right'
}
