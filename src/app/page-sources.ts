import type { RouteKind } from '../content/routes.ts'

/**
 * Each page's source module, for the build to find its chunk in Vite's manifest and
 * preload it from the HTML. Kept beside the loaders in pages.ts; a test checks they agree.
 */
export const PAGE_SOURCES: Record<RouteKind, readonly string[]> = {
  home: ['src/pages/home/HomePage.tsx'],
  about: ['src/pages/about/AboutPage.tsx'],
  work: ['src/pages/work/WorkPage.tsx'],
  'work-project': ['src/pages/work-project/WorkProjectPage.tsx'],
  digest: ['src/pages/digest/DigestPage.tsx'],
  'digest-article': ['src/pages/digest-article/DigestArticlePage.tsx'],
  contact: ['src/pages/contact/ContactPage.tsx'],
  shop: ['src/pages/shop/ShopPage.tsx'],
  careers: ['src/pages/careers/CareersPage.tsx'],
  privacy: ['src/pages/privacy/PrivacyPage.tsx'],
  accessibility: ['src/pages/accessibility/AccessibilityPage.tsx'],
  'not-found': [],
}
