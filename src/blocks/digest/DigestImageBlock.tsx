import type { DigestBlock } from '../../content/types.ts'
import { DigestImages } from './DigestImages.tsx'
import { IMAGE_HEIGHT, imageSizeOf } from './digest-layout.ts'
import './digest-blocks.css'

/** One or more images side by side. */
export function DigestImageBlock({
  block,
  index,
}: {
  block: Extract<DigestBlock, { _type: 'blockImage' }>
  index: number
}) {
  const size = block.imageSize ? imageSizeOf(block) : 'large'
  return (
    <div className="panel db db--image" data-block="blockImage">
      <DigestImages images={block.images} height={IMAGE_HEIGHT[size]} priority={index === 0} />
    </div>
  )
}
