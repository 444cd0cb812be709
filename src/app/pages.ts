import { PortableTextBody } from '../blocks/portable-text/late.ts'
import { VideoBlock } from '../blocks/work/late.ts'
import { ChromeLayers } from '../chrome/late.ts'
import { type RouteKind, routeMeta } from '../content/routes.ts'
import { idle } from '../lib/idle.ts'
import { preloadable } from '../lib/preloadable.tsx'
import { CareersOpenings } from '../pages/careers/late.ts'
import { HOME_LATE } from '../pages/home/late.ts'
import { NotFoundPage } from '../pages/not-found/NotFoundPage.tsx'

// One chunk per page, so a phone downloads the page it opened and not the other ten.
// The not-found page stays in the entry: it is also what a failed chunk load shows.
/**
 * The showreel player, rendered on home only (where 'View Reel' is): hidden until asked for,
 * so it is requested as home hydrates rather than preloaded with the page.
 */
export const ReelPlayer = preloadable(() =>
  import('../media/showreel/ReelPlayer.tsx').then((m) => m.ReelPlayer),
)
export const HomePage = preloadable(() =>
  import('../pages/home/HomePage.tsx').then((m) => m.HomePage),
)
export const AboutPage = preloadable(() =>
  import('../pages/about/AboutPage.tsx').then((m) => m.AboutPage),
)
export const WorkPage = preloadable(() =>
  import('../pages/work/WorkPage.tsx').then((m) => m.WorkPage),
)
export const WorkProjectPage = preloadable(() =>
  import('../pages/work-project/WorkProjectPage.tsx').then((m) => m.WorkProjectPage),
)
export const DigestPage = preloadable(() =>
  import('../pages/digest/DigestPage.tsx').then((m) => m.DigestPage),
)
export const DigestArticlePage = preloadable(() =>
  import('../pages/digest-article/DigestArticlePage.tsx').then((m) => m.DigestArticlePage),
)
export const ContactPage = preloadable(() =>
  import('../pages/contact/ContactPage.tsx').then((m) => m.ContactPage),
)
export const ShopPage = preloadable(() =>
  import('../pages/shop/ShopPage.tsx').then((m) => m.ShopPage),
)
export const CareersPage = preloadable(() =>
  import('../pages/careers/CareersPage.tsx').then((m) => m.CareersPage),
)
export const PrivacyPage = preloadable(() =>
  import('../pages/privacy/PrivacyPage.tsx').then((m) => m.PrivacyPage),
)
export const AccessibilityPage = preloadable(() =>
  import('../pages/accessibility/AccessibilityPage.tsx').then((m) => m.AccessibilityPage),
)

/** The parts of pages that hydrate after load (each feature's late.ts). */
const LATE_PARTS = [
  PortableTextBody,
  VideoBlock,
  ReelPlayer,
  ChromeLayers,
  CareersOpenings,
  ...HOME_LATE,
] as const

const BY_KIND: Record<RouteKind, { preload(): Promise<void> } | null> = {
  home: HomePage,
  about: AboutPage,
  work: WorkPage,
  'work-project': WorkProjectPage,
  digest: DigestPage,
  'digest-article': DigestArticlePage,
  contact: ContactPage,
  shop: ShopPage,
  careers: CareersPage,
  privacy: PrivacyPage,
  accessibility: AccessibilityPage,
  'not-found': null,
}

/** Loads the chunk of the page at `path` (nothing for the not-found page). */
export function preloadPage(path: string): Promise<void> {
  return BY_KIND[routeMeta(path).kind]?.preload() ?? Promise.resolve()
}

/**
 * Every page's chunk and the deferred parts: the build renders with them all; the browser loads
 * them after the page has loaded, the deferred parts first and together (the page shown hydrates
 * with them), then a page per idle period, so their evaluation never adds up to one long task.
 */
export async function preloadAllPages(): Promise<void> {
  await Promise.all(LATE_PARTS.map((part) => part.preload()))
  for (const page of Object.values(BY_KIND)) {
    if (!page) continue
    await idle()
    await page.preload()
  }
}

export { NotFoundPage }
