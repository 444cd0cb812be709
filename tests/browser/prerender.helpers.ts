import type { APIRequestContext, Page } from '@playwright/test'

/** Every prerendered URL, from the build's own sitemap, as paths. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text()
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname)
}

export interface PageFacts {
  headings: string[]
  links: string[]
  alts: string[]
  texts: string[]
}

/**
 * What a reader gets from the page's main content: headings, link targets, image alts
 * and paragraph texts. Embeds (the form and the job board) are scripts by nature and
 * left out.
 */
export function readFacts(page: Page): Promise<PageFacts> {
  return page.evaluate(() => {
    const main = document.getElementById('main')
    const inEmbed = (el: Element) => !!el.closest('.contact-form__target, #grnhse_app')
    const all = (selector: string) =>
      [...(main?.querySelectorAll(selector) ?? [])].filter((el) => !inEmbed(el))
    const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim()
    const unique = (list: string[]) => [...new Set(list.filter(Boolean))].sort()
    return {
      headings: unique(all('h1, h2, h3').map((el) => clean(el.textContent))),
      links: unique(all('a[href]').map((el) => el.getAttribute('href') ?? '')),
      alts: unique(all('img[alt]').map((el) => el.getAttribute('alt') ?? '')),
      texts: unique(all('p, li, figcaption').map((el) => clean(el.textContent))),
    }
  })
}

/** Messages React and the boot script log for a failed or recovered hydration. */
export const HYDRATION_ERROR =
  /hydrat|Minified React error #(418|419|421|422|423|425)|did not match|server rendered/i
