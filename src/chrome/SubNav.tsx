import { useSiteLinks } from '../content/useSiteLinks.ts'
import { ExternalLink } from './ExternalLink.tsx'
import { CAREERS } from './links.ts'
import { NavLinks } from './NavLinks.tsx'

/** Careers, Instagram, LinkedIn and the network site. */
export function SubNav({ onNavigate }: { onNavigate?: () => void }) {
  const { instagram, linkedin, network } = useSiteLinks()
  return (
    <nav className="subnav" aria-label="More">
      <NavLinks items={[CAREERS]} className="subnav__list" onNavigate={onNavigate} />
      <ul className="subnav__list">
        {[instagram, linkedin, network].map((item) => (
          <li key={item.url}>
            <ExternalLink href={item.url} className="nav-link">
              {item.label}
            </ExternalLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
