import type { DigestBlock } from '../../content/types.ts'
import { RichText } from '../portable-text/RichText.tsx'
import './digest-blocks.css'

/** Body text in a reading column. */
export function DigestTextBlock({
  block,
}: {
  block: Extract<DigestBlock, { _type: 'blockText' }>
  index: number
}) {
  return (
    <div className="panel db db--text" data-block="blockText">
      <RichText value={block.body} className="db__body" />
    </div>
  )
}
