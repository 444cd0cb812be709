import { type SiteLinks, siteLinksFrom } from './site-settings.ts'
import { useContent } from './useContent.ts'

/** The site links from the loaded content, or the built-in ones until it (or they) arrive. */
export function useSiteLinks(): SiteLinks {
  return siteLinksFrom(useContent().entries)
}
