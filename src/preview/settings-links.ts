import type { Editable } from '../content/edit-target.ts'
import { siteLinksFrom } from '../content/site-settings.ts'
import type { Entry } from '../content/types.ts'

/**
 * The site settings' edit targets, by the links they make. The menu, the footer and the
 * contact page build those links from the settings, field by field with built-in fallbacks
 * (content/site-settings.ts), on every page: finding them here by their `href` keeps that
 * chrome free of preview code. A fallback link opens the field whose value it stands in for.
 */
export function settingsTargets(entries: readonly Entry[]): Map<string, string> {
  const settings = entries.find((e) => e._type === 'siteSettings') as Editable | undefined
  const edit = settings?.$edit
  const targets = new Map<string, string>()
  if (!edit) return targets
  const links = siteLinksFrom(entries)
  const hrefs: [string, string][] = [
    [links.instagram.url, 'instagramUrl'],
    [links.linkedin.url, 'linkedinUrl'],
    [links.network.url, 'networkUrl'],
    [`mailto:${links.contactEmail}`, 'contactEmail'],
  ]
  for (const [href, field] of hrefs) {
    const target = edit(field)
    if (target) targets.set(href, target)
  }
  return targets
}

/** Tags each link under `root` whose `href` a setting makes with that setting's target. */
export function markSettingsLinks(root: ParentNode, targets: ReadonlyMap<string, string>): void {
  for (const link of root.querySelectorAll('a[href]')) {
    const target = targets.get(link.getAttribute('href') ?? '')
    if (target && link.getAttribute('data-sanity') !== target) {
      link.setAttribute('data-sanity', target)
    }
  }
}
