import { renderToStaticMarkup } from 'react-dom/server'
import { ref } from 'valtio'
import { afterEach, describe, expect, it } from 'vitest'
import { Router } from 'wouter'
import { contentStore, resetContentStore } from '../content/store.ts'
import { INSTAGRAM, LINKEDIN, NETWORK } from '../content/studio.ts'
import type { Entry } from '../content/types.ts'
import { ContactPage } from '../pages/contact/ContactPage.tsx'
import { Footer } from './Footer.tsx'
import { SubNav } from './SubNav.tsx'

afterEach(() => resetContentStore())

const render = (node: React.ReactNode) =>
  renderToStaticMarkup(<Router ssrPath="/about">{node}</Router>)

function withSettings(fields: Record<string, unknown>) {
  const doc = { _id: 'siteSettings', _type: 'siteSettings', ...fields }
  contentStore.entries = ref([doc as unknown as Entry])
}

describe('footer, sub-navigation and contact page links', () => {
  it('show the built-in links and address before any settings arrive', () => {
    const html = render(
      <>
        <Footer />
        <SubNav />
        <ContactPage />
      </>,
    )
    for (const url of [INSTAGRAM.url, LINKEDIN.url, NETWORK.url])
      expect(html.split(`href="${url}"`).length - 1, url).toBe(2)
    expect(html).toContain('href="mailto:hello@studiodemo.co"')
  })

  it('show the editors’ links and address from the siteSettings document', () => {
    withSettings({
      instagramUrl: 'https://www.instagram.com/studiodemo/',
      linkedinUrl: 'https://www.linkedin.com/company/studiodemo/',
      networkUrl: 'https://network.example.org/',
      contactEmail: 'studio@example.org',
    })
    const html = render(
      <>
        <Footer />
        <SubNav />
        <ContactPage />
      </>,
    )
    expect(html.split('href="https://www.instagram.com/studiodemo/"').length - 1).toBe(2)
    expect(html.split('href="https://www.linkedin.com/company/studiodemo/"').length - 1).toBe(2)
    expect(html.split('href="https://network.example.org/"').length - 1).toBe(2)
    expect(html).toContain('href="mailto:studio@example.org"')
    expect(html).not.toContain(`href="${INSTAGRAM.url}"`)
  })

  it('never put an invalid settings URL into an href', () => {
    withSettings({ instagramUrl: 'javascript:alert(1)', linkedinUrl: 'data:text/html,x' })
    const html = render(
      <>
        <Footer />
        <SubNav />
      </>,
    )
    expect(html).not.toMatch(/javascript:|data:/)
    expect(html.split(`href="${INSTAGRAM.url}"`).length - 1).toBe(2)
    expect(html.split(`href="${LINKEDIN.url}"`).length - 1).toBe(2)
  })
})
