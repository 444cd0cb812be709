/** The studio's name, as the logo, the copyright line and page titles spell it. */
export const STUDIO_NAME = 'Studio'

export const CITIES = ['Durham', 'New York', 'Los Angeles', 'Dallas', 'Phoenix', 'Toronto']

/**
 * The studio's addresses, shown where an embed fails and on the legal pages; the same
 * domain the demo content uses (job applications go to careers@studiodemo.co).
 */
export const STUDIO_EMAIL = 'hello@studiodemo.co'
export const CAREERS_EMAIL = 'careers@studiodemo.co'
export const COMPLIANCE_EMAIL = 'compliance@studiodemo.co'
export const ACCESSIBILITY_EMAIL = 'accessibility@studiodemo.co'

export interface ExternalItem {
  url: string
  label: string
}

// The studio's accounts and its parent network: the built-in values until the editors set
// theirs in the site settings (site-settings.ts). Every link to them opens in a new tab.
export const INSTAGRAM: ExternalItem = { url: 'https://www.instagram.com/', label: 'Instagram' }
export const LINKEDIN: ExternalItem = { url: 'https://www.linkedin.com/', label: 'LinkedIn' }
export const NETWORK: ExternalItem = { url: 'https://www.example.com/', label: 'Our network' }
