import { Link, useLocation } from 'wouter'
import { isCurrentPath, normalizePath } from '../content/routes.ts'
import { CITIES, STUDIO_NAME } from '../content/studio.ts'
import { useSiteLinks } from '../content/useSiteLinks.ts'
import { ArrowIcon } from './ArrowIcon.tsx'
import { ExternalLink } from './ExternalLink.tsx'
import { ACCESSIBILITY, CAREERS, COPYRIGHT_YEAR, PRIVACY } from './links.ts'
import './footer.css'

/** The last panel of every page's track except home. */
export function Footer() {
  const [location] = useLocation()
  const { instagram, linkedin, network } = useSiteLinks()
  if (normalizePath(location) === '/') return null
  // In this order: Accessibility, Careers, the network site, Instagram, LinkedIn, Privacy Policy.
  const links = [ACCESSIBILITY, CAREERS, network, instagram, linkedin, PRIVACY]
  return (
    <footer className="panel site-footer">
      <p className="site-footer__statement">
        Made by makers,
        <br />
        in six cities.
      </p>
      <p className="site-footer__cities">{CITIES.join(' · ')}</p>
      <Link href="/contact" className="site-footer__cta">
        Start a project
        <ArrowIcon className="site-footer__cta-arrow" />
      </Link>
      <nav className="site-footer__nav" aria-label="Footer">
        <ul className="site-footer__list">
          {links.map((item) =>
            'url' in item ? (
              <li key={item.url}>
                <ExternalLink href={item.url} className="nav-link">
                  {item.label}
                </ExternalLink>
              </li>
            ) : (
              <li key={item.href}>
                <Link
                  href={item.href}
                  className="nav-link"
                  aria-current={isCurrentPath(item.href, location) ? 'page' : undefined}
                >
                  {item.label}
                </Link>
              </li>
            ),
          )}
        </ul>
      </nav>
      <p className="site-footer__copyright">
        © {COPYRIGHT_YEAR} {STUDIO_NAME}. All rights reserved.
      </p>
    </footer>
  )
}
