import type { WorkBlock } from '../../content/types.ts'
import { SanityImage } from '../../media/SanityImage.tsx'
import { RichText } from '../portable-text/RichText.tsx'
import './work-blocks.css'

type Props = { block: Extract<WorkBlock, { _type: 'blockHero' }>; index: number }

/** A full-height image with its caption beside it. */
export function HeroBlock({ block, index }: Props) {
  return (
    <figure className="panel wb wb--hero" data-block="blockHero">
      <SanityImage
        image={block.image}
        alt={block.alt}
        className="wb__media wb__media--full"
        vh={80}
        priority={index === 0}
      />
      {block.caption && (
        <figcaption className="wb__text wb__text--caption">
          <RichText value={block.caption} />
        </figcaption>
      )}
    </figure>
  )
}
