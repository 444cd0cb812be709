import type { PortableTextMarkComponentProps } from '@portabletext/react'
import { NEW_TAB_REL, safeLink } from '../../lib/safe-href.ts'

type LinkMark = { _type: 'link'; href?: unknown }

/** A Portable Text link: an `<a>` only for http(s) and mailto; anything else is plain text. */
export function PtLink({ value, children }: PortableTextMarkComponentProps<LinkMark>) {
  const link = safeLink(value?.href)
  if (!link) return <>{children}</>
  return link.external ? (
    <a href={link.href} target="_blank" rel={NEW_TAB_REL}>
      {children}
    </a>
  ) : (
    <a href={link.href}>{children}</a>
  )
}
