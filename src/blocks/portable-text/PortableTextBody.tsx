import { PortableText } from '@portabletext/react'
import type { PT } from '../../content/types.ts'
import { flowComponents, inlineComponents } from './pt-components.tsx'
import { safePortableText } from './safe-blocks.ts'

interface Props {
  value: PT
  variant: 'flow' | 'inline'
}

/** Portable Text through the site's components (its own chunk; see RichText). */
export function PortableTextBody({ value, variant }: Props) {
  return (
    <PortableText
      value={safePortableText(value)}
      components={variant === 'inline' ? inlineComponents : flowComponents}
      onMissingComponent={false}
    />
  )
}
