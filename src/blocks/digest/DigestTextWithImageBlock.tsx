import type { DigestBlock } from '../../content/types.ts'
import { RichText } from '../portable-text/RichText.tsx'
import { DigestImages } from './DigestImages.tsx'
import { IMAGE_HEIGHT, imageSizeOf, imagesFirst } from './digest-layout.ts'
import './digest-blocks.css'

/** Text beside images; positions and image size come from the block. */
export function DigestTextWithImageBlock({
  block,
  index,
}: {
  block: Extract<DigestBlock, { _type: 'blockTextWithImage' }>
  index: number
}) {
  const size = imageSizeOf(block)
  const order = imagesFirst(block) ? 'db--images-first' : 'db--text-first'
  return (
    <div className={`panel db db--mixed ${order} db--${size}`} data-block="blockTextWithImage">
      <RichText value={block.body} className="db__body" />
      <DigestImages images={block.images} height={IMAGE_HEIGHT[size]} priority={index === 0} />
    </div>
  )
}
