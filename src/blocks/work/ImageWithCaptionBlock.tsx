import type { WorkBlock } from '../../content/types.ts'
import { SanityImage } from '../../media/SanityImage.tsx'
import { RichText } from '../portable-text/RichText.tsx'
import './work-blocks.css'

type Props = { block: Extract<WorkBlock, { _type: 'blockImageWithCaption' }>; index: number }

/** An image with a narrow caption on its left or right (`captionPosition`). */
export function ImageWithCaptionBlock({ block, index }: Props) {
  const side = block.captionPosition === 'left' ? 'left' : 'right'
  return (
    <figure className={`panel wb wb--caption wb--text-${side}`} data-block="blockImageWithCaption">
      <SanityImage image={block.image} className="wb__media" vh={70} priority={index === 0} />
      {block.caption && (
        <figcaption className="wb__text wb__text--caption">
          <RichText value={block.caption} />
        </figcaption>
      )}
    </figure>
  )
}
