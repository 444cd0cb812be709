import type { WorkBlock } from '../../content/types.ts'
import { SanityImage } from '../../media/SanityImage.tsx'
import './work-blocks.css'

type Props = { block: Extract<WorkBlock, { _type: 'blockImage' }>; index: number }

/** One image, full panel height. */
export function ImageBlock({ block, index }: Props) {
  return (
    <div className="panel wb wb--image" data-block="blockImage">
      <SanityImage
        image={block.image}
        className="wb__media wb__media--full"
        vh={80}
        priority={index === 0}
      />
    </div>
  )
}
