import { type APIRequestContext, expect, type Page } from '@playwright/test'

/** Every prerendered URL, from the build's own sitemap, as paths. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text()
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname)
}

interface PageFacts {
  headings: string[]
  links: string[]
  alts: string[]
  texts: string[]
}

/**
 * What a reader gets from the page's main content: headings, link targets, image alts
 * and paragraph texts. Embeds (the form and the job board) are scripts by nature and
 * left out. With `html`, the facts of that markup as a browser without JavaScript reads it
 * (DOMParser runs no script); without, the live page's.
 */
function readFacts(page: Page, html?: string): Promise<PageFacts> {
  return page.evaluate((html) => {
    const doc = html === undefined ? document : new DOMParser().parseFromString(html, 'text/html')
    const main = doc.getElementById('main')
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
  }, html)
}

/** The served HTML holds every heading, link, alt and text of the live page. */
export async function expectHtmlHoldsLivePage(page: Page, html: string, path: string) {
  const served = await readFacts(page, html)
  const live = await readFacts(page)
  expect(served.headings.length, path).toBeGreaterThan(0)
  for (const key of ['headings', 'links', 'alts', 'texts'] as const) {
    expect(served[key], `${path}: ${key}`).toEqual(expect.arrayContaining(live[key]))
  }
}

/** Messages React and the boot script log for a failed or recovered hydration. */
export const HYDRATION_ERROR =
  /hydrat|Minified React error #(418|419|421|422|423|425)|did not match|server rendered/i

/** From now on, each hydration error the page logs or throws, with its URL. */
export function hydrationErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (m) => {
    if (HYDRATION_ERROR.test(m.text())) errors.push(`${page.url()}: ${m.text()}`)
  })
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`))
  return errors
}

/** From each page's start, its cumulative layout shift: read with `layoutShift`. */
export async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number }
    w.__shift = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
      })[]) {
        if (!entry.hadRecentInput) w.__shift += entry.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __shift: number }).__shift)
}

/** From each page's start, every Content Security Policy violation, with its path. */
export async function policyViolations(page: Page): Promise<string[]> {
  const violations: string[] = []
  await page.exposeFunction('__reportCsp', (text: string) => violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      ;(window as unknown as { __reportCsp: (t: string) => void }).__reportCsp(
        `${location.pathname}: ${e.violatedDirective} ${e.blockedURI}`,
      )
    })
  })
  return violations
}

/** A page's security headers, as a local build's `_headers` gives them. */
export function expectSecurityHeaders(headers: Record<string, string>, path: string): void {
  // A local build: only the local Studio (npm run studio) may frame it, for Presentation.
  expect(headers['content-security-policy'], path).toContain(
    'frame-ancestors http://localhost:3333 http://127.0.0.1:3333;',
  )
  expect(headers['x-content-type-options'], path).toBe('nosniff')
  expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy'], path).toContain('camera=()')
}
