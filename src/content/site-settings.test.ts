import { describe, expect, it } from 'vitest'
import { FALLBACK_SITE_LINKS, safeEmail, siteLinksFrom } from './site-settings.ts'
import { INSTAGRAM, LINKEDIN, NETWORK, STUDIO_EMAIL } from './studio.ts'

const settings = (fields: Record<string, unknown>) => [
  { _id: 'work-1', _type: 'workProject' },
  { _id: 'siteSettings', _type: 'siteSettings', ...fields },
]

describe('siteLinksFrom', () => {
  it('uses the built-in links and address when there is no settings document', () => {
    expect(siteLinksFrom([])).toEqual(FALLBACK_SITE_LINKS)
    expect(siteLinksFrom([{ _type: 'workProject' }])).toEqual({
      instagram: INSTAGRAM,
      linkedin: LINKEDIN,
      network: NETWORK,
      contactEmail: STUDIO_EMAIL,
    })
  })

  it('takes valid http(s) URLs and the address from the document, keeping the labels', () => {
    const links = siteLinksFrom(
      settings({
        instagramUrl: 'https://www.instagram.com/studiodemo/',
        linkedinUrl: 'http://linkedin.com/company/studiodemo',
        networkUrl: ' https://network.example.org/ ',
        contactEmail: ' hello@studio.example ',
      }),
    )
    expect(links.instagram).toEqual({
      url: 'https://www.instagram.com/studiodemo/',
      label: 'Instagram',
    })
    expect(links.linkedin).toEqual({
      url: 'http://linkedin.com/company/studiodemo',
      label: 'LinkedIn',
    })
    expect(links.network).toEqual({ url: 'https://network.example.org/', label: NETWORK.label })
    expect(links.contactEmail).toBe('hello@studio.example')
  })

  it('falls back field by field: a non-http(s) URL never reaches an href', () => {
    const links = siteLinksFrom(
      settings({
        instagramUrl: 'javascript:alert(1)',
        linkedinUrl: 'mailto:someone@example.com',
        networkUrl: 'https://ok.example/',
        contactEmail: 'x@y.example?subject=<script>',
      }),
    )
    expect(links.instagram).toEqual(INSTAGRAM)
    expect(links.linkedin).toEqual(LINKEDIN)
    expect(links.network.url).toBe('https://ok.example/')
    expect(links.contactEmail).toBe(STUDIO_EMAIL)
  })

  it('falls back for null, wrong types and relative or hostless URLs', () => {
    for (const bad of [
      null,
      42,
      {},
      ['https://x.example/'],
      '',
      '/relative',
      'https://',
      'data:text/html,hi',
    ])
      expect(
        siteLinksFrom(settings({ instagramUrl: bad, contactEmail: bad })),
        String(bad),
      ).toEqual(FALLBACK_SITE_LINKS)
  })
})

describe('safeEmail', () => {
  it('accepts a plain address and rejects anything that could change the mailto href', () => {
    expect(safeEmail('hello@studiodemo.co')).toBe('hello@studiodemo.co')
    for (const bad of [
      'hello',
      'a@b',
      'a b@c.co',
      'a@b.co?cc=x@y.co',
      '"a"@b.co',
      'a@b.co\nx@y.co',
      7,
    ])
      expect(safeEmail(bad), String(bad)).toBeNull()
  })
})
