import type { WorkBlock } from '../../content/types.ts'
import { SanityImage } from '../../media/SanityImage.tsx'
import { RichText } from '../portable-text/RichText.tsx'
import './work-blocks.css'

type Props = { block: Extract<WorkBlock, { _type: 'blockImageWithDoubleText' }>; index: number }

/** An image with two text columns above or below it (`textPosition`). */
export function ImageWithDoubleTextBlock({ block, index }: Props) {
  const side = block.textPosition === 'top' ? 'top' : 'bottom'
  return (
    <div className={`panel wb wb--double wb--text-${side}`} data-block="blockImageWithDoubleText">
      <SanityImage image={block.image} className="wb__media" vh={55} priority={index === 0} />
      <div className="wb__columns">
        <div className="wb__text">
          <RichText value={block.text1} />
        </div>
        <div className="wb__text">
          <RichText value={block.text2} />
        </div>
      </div>
    </div>
  )
}
