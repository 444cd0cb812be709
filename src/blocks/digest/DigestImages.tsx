import type { SanityImage as SanityImageSource } from '../../content/types.ts'
import { SanityImage } from '../../media/SanityImage.tsx'

interface Props {
  images: readonly (SanityImageSource | null | undefined)[] | null | undefined
  /** Share of the panel height, in %. */
  height: number
  priority?: boolean
}

/** A row of digest images at one height. */
export function DigestImages({ images, height, priority = false }: Props) {
  if (!Array.isArray(images) || images.length === 0) return null
  return (
    <div className="db__images" style={{ height: `${height}%` }}>
      {images.map((image, i) => (
        <SanityImage
          key={image?._key ?? i}
          image={image}
          className="db__media"
          vh={height * 0.8}
          priority={priority && i === 0}
        />
      ))}
    </div>
  )
}
