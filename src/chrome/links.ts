/** Copyright year. */
export const COPYRIGHT_YEAR = 2025

export interface NavItem {
  href: string
  label: string
}

/** Main navigation, in the order the header shows them. */
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

/** The logo's link: home, keeping the current query string. */
export function homeHref(search: string): string {
  const query = search.replace(/^\?/, '')
  return query ? `/?${query}` : '/'
}
