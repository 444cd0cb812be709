import type { WorkBlock } from '../../content/types.ts'
import { RichText } from '../portable-text/RichText.tsx'
import './work-blocks.css'

type Props = { block: Extract<WorkBlock, { _type: 'blockText' }>; index: number }

/** A text panel set large. */
export function TextBlock({ block }: Props) {
  return (
    <div className="panel wb wb--text" data-block="blockText">
      <RichText value={block.text} className="wb__lede" />
    </div>
  )
}
