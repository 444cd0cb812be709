import type { WorkBlock } from '../../content/types.ts'
import { SanityImage } from '../../media/SanityImage.tsx'
import { RichText } from '../portable-text/RichText.tsx'
import './work-blocks.css'

type Props = { block: Extract<WorkBlock, { _type: 'blockImageWithSingleText' }>; index: number }

/** Image and text side by side; `fiftyFifty` splits the panel into equal halves. */
export function ImageWithSingleTextBlock({ block, index }: Props) {
  const side = block.textPosition === 'left' ? 'left' : 'right'
  const split = block.fiftyFifty ? ' wb--split' : ''
  return (
    <div
      className={`panel wb wb--single wb--text-${side}${split}`}
      data-block="blockImageWithSingleText"
    >
      <SanityImage
        image={block.image}
        className="wb__media"
        vh={block.fiftyFifty ? 80 : 70}
        priority={index === 0}
      />
      <div className="wb__text">
        <RichText value={block.text} />
      </div>
    </div>
  )
}
