import { PortableText } from '@portabletext/react'
import type { PT } from '../../content/types.ts'
import { flowComponents, inlineComponents } from './pt-components.tsx'
import { safePortableText } from './safe-blocks.ts'
import './rich-text.css'

interface Props {
  value: PT | null | undefined
  /** `inline` inside a link: links read as text, headings as paragraphs. */
  variant?: 'flow' | 'inline'
  className?: string
}

/** The one Portable Text wrapper: safe links, nothing visible for unknown types or marks. */
export function RichText({ value, variant = 'flow', className }: Props) {
  if (!Array.isArray(value) || value.length === 0) return null
  return (
    <div className={`rich-text${className ? ` ${className}` : ''}`}>
      <PortableText
        value={safePortableText(value)}
        components={variant === 'inline' ? inlineComponents : flowComponents}
        onMissingComponent={false}
      />
    </div>
  )
}
