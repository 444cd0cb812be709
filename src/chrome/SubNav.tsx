import { ExternalLink } from './ExternalLink.tsx'
import { CAREERS, INSTAGRAM, LINKEDIN, NETWORK } from './links.ts'
import { NavLinks } from './NavLinks.tsx'

/** Careers, Instagram, LinkedIn and the network site (spec §2 Sub-navigation). */
export function SubNav({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <nav className="subnav" aria-label="More">
      <NavLinks items={[CAREERS]} className="subnav__list" onNavigate={onNavigate} />
      <ul className="subnav__list">
        {[INSTAGRAM, LINKEDIN, NETWORK].map((item) => (
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
