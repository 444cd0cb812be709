import { Link, useLocation } from 'wouter'
import { isCurrentPath } from '../content/routes.ts'
import type { NavItem } from './links.ts'

interface NavLinksProps {
  items: readonly NavItem[]
  className: string
  /** Show 01, 02… before each label (the menu's big list). */
  numbered?: boolean
  onNavigate?: () => void
}

/** A list of site links; the current section is marked with aria-current="page". */
export function NavLinks({ items, className, numbered = false, onNavigate }: NavLinksProps) {
  const [location] = useLocation()
  return (
    <ul className={className}>
      {items.map((item, i) => (
        <li key={item.href}>
          <Link
            href={item.href}
            className="nav-link"
            aria-current={isCurrentPath(item.href, location) ? 'page' : undefined}
            onClick={onNavigate}
          >
            {numbered && (
              <span className="nav-link__index" aria-hidden="true">
                {String(i + 1).padStart(2, '0')}
              </span>
            )}
            <span className="nav-link__label">{item.label}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
