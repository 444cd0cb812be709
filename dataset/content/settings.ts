import { STUDIO_EMAIL } from './jobs.ts'

/**
 * The site settings singleton: the studio's accounts and contact address, which the
 * site reads with its content query (falling back to built-in values without it).
 */
export function siteSettingsDoc() {
  return {
    _id: 'siteSettings',
    _type: 'siteSettings',
    instagramUrl: 'https://www.instagram.com/studiodemo/',
    linkedinUrl: 'https://www.linkedin.com/company/studiodemo/',
    networkUrl: 'https://www.example.com/',
    contactEmail: STUDIO_EMAIL,
  }
}
