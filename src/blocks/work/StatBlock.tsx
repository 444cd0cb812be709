import { textField } from '../../content/text-field.ts'
import type { WorkBlock } from '../../content/types.ts'
import './work-blocks.css'

type Props = { block: Extract<WorkBlock, { _type: 'blockStat' }>; index: number }

/** A header and a list of figures, set in display type. */
export function StatBlock({ block }: Props) {
  const stats = Array.isArray(block.stats)
    ? block.stats.filter((s) => s && (s.value || s.label))
    : []
  return (
    <div className="panel wb wb--stat" data-block="blockStat">
      {textField(block.header) && (
        <h2 className="wb__stat-header" data-sanity={block.$edit?.('header')}>
          {textField(block.header)}
        </h2>
      )}
      <dl className="wb__stats">
        {stats.map((s, i) => (
          <div key={s._key ?? i} className="wb__stat">
            <dt className="wb__stat-label" data-sanity={s.$edit?.('label')}>
              {textField(s.label)}
            </dt>
            <dd className="wb__stat-value" data-sanity={s.$edit?.('value')}>
              {textField(s.value)}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
