import { Suspense } from 'react'
import type { PT } from '../../content/types.ts'
import { PortableTextBody } from './late.ts'
import './rich-text.css'

interface Props {
  value: PT | null | undefined
  /** `inline` inside a link: links read as text, headings as paragraphs. */
  variant?: 'flow' | 'inline'
  className?: string
}

/**
 * The one Portable Text wrapper: safe links, nothing visible for unknown types or marks.
 * The renderer itself hydrates late (late.ts): the text is in the HTML.
 */
export function RichText({ value, variant = 'flow', className }: Props) {
  if (!Array.isArray(value) || value.length === 0) return null
  return (
    <div className={`rich-text${className ? ` ${className}` : ''}`} data-sanity={value.$edit?.()}>
      <Suspense fallback={null}>
        <PortableTextBody value={value} variant={variant} />
      </Suspense>
    </div>
  )
}
