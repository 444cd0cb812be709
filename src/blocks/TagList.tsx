import { textField } from '../content/text-field.ts'
import type { Tag } from '../content/types.ts'
import './tag-list.css'

interface Props {
  tags: readonly (Tag | null | undefined)[] | null | undefined
  /** Show at most this many (2 on home work previews). */
  limit?: number
  /** `pill` for service pills. */
  variant?: 'plain' | 'pill'
  label?: string
}

/** Tag or service titles as a list; untitled tags are skipped. */
export function TagList({ tags, limit, variant = 'plain', label }: Props) {
  const titled = Array.isArray(tags)
    ? tags.filter((t): t is Tag => !!t && typeof t.title === 'string' && t.title.trim() !== '')
    : []
  const shown = limit === undefined ? titled : titled.slice(0, limit)
  if (shown.length === 0) return null
  return (
    <ul className={`tag-list tag-list--${variant}`} aria-label={label}>
      {shown.map((t, i) => (
        <li key={t._id ?? i} data-sanity={t.$edit?.('title')}>
          {textField(t.title)}
        </li>
      ))}
    </ul>
  )
}
