/** Copyright year (spec §9). */
export const COPYRIGHT_YEAR = 2025

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

export const CAREERS: NavItem = { href: '/careers', label: 'Careers' }
export const ACCESSIBILITY: NavItem = { href: '/accessibility', label: 'Accessibility' }
export const PRIVACY: NavItem = { href: '/privacy', label: 'Privacy Policy' }

/** The logo's link: home, keeping the current query string (spec §2). */
export function homeHref(search: string): string {
  const query = search.replace(/^\?/, '')
  return query ? `/?${query}` : '/'
}
