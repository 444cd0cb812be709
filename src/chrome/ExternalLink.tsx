import type { ReactNode } from 'react'
import { ArrowIcon } from './ArrowIcon.tsx'
import './external-link.css'

interface ExternalLinkProps {
  href: string
  children: ReactNode
  className?: string
}

/** A link that opens in a new tab, says so to assistive technology and shows ↗. */
export function ExternalLink({ href, children, className }: ExternalLinkProps) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <ArrowIcon direction="up-right" className="external-link__icon" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  )
}
