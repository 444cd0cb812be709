/** The studio's name, as the logo and the copyright line spell it. */
export const STUDIO_NAME = 'Studio'

/** Copyright year (spec §9). */
export const COPYRIGHT_YEAR = 2025

export const CITIES = ['Durham', 'New York', 'Los Angeles', 'Dallas', 'Phoenix', 'Toronto']

export interface NavItem {
  href: string
  label: string
}

/** Main navigation, in the spec's order (§2 Global chrome). */
export const MAIN_NAV: readonly NavItem[] = [
  { href: '/about', label: 'about' },
  { href: '/work', label: 'work' },
  { href: '/digest', label: 'digest' },
  { href: '/contact', label: 'contact' },
  { href: '/shop', label: 'shop' },
]

export interface ExternalItem {
  url: string
  label: string
}

// The studio's accounts and its parent network. Placeholders until the studio
// supplies its handles; every link to them opens in a new tab.
export const INSTAGRAM: ExternalItem = { url: 'https://www.instagram.com/', label: 'Instagram' }
export const LINKEDIN: ExternalItem = { url: 'https://www.linkedin.com/', label: 'LinkedIn' }
export const NETWORK: ExternalItem = { url: 'https://www.example.com/', label: 'Our network' }

export const CAREERS: NavItem = { href: '/careers', label: 'Careers' }
export const ACCESSIBILITY: NavItem = { href: '/accessibility', label: 'Accessibility' }
export const PRIVACY: NavItem = { href: '/privacy', label: 'Privacy Policy' }

/** The logo's link: home, keeping the current query string (spec §2). */
export function homeHref(search: string): string {
  const query = search.replace(/^\?/, '')
  return query ? `/?${query}` : '/'
}
