import { toPlainText } from '@portabletext/react'
import { entriesOfType, entryBySlug } from '../content/entries.ts'
import { normalizePath, routeMeta } from '../content/routes.ts'
import { type SiteLinks, siteLinksFrom } from '../content/site-settings.ts'
import { CITIES, STUDIO_NAME } from '../content/studio.ts'
import { textField } from '../content/text-field.ts'
import type { Entry, PT, SanityImage } from '../content/types.ts'
import { imageUrl } from '../content/urls.ts'

/** What a page says about itself to search engines and link previews. */
export interface PageHead {
  title: string
  description: string
  /** Absolute; absent on the not-found page, which is also `noindex`. */
  canonical?: string
  noindex?: boolean
  ogType: 'website' | 'article'
  image?: { url: string; alt: string }
  /** schema.org data (JSON-LD), on home. */
  jsonLd?: Record<string, unknown>
}

export const SHARE_IMAGE = { width: 1200, height: 630 } as const

const TAGLINE = 'known for modern content powered by design'
const OFFICES = `${CITIES.slice(0, -1).join(', ')} and ${CITIES.at(-1)}`

const STATIC: Record<string, { title: string; description: string }> = {
  home: {
    title: `${STUDIO_NAME} — ${TAGLINE}`,
    description: `A creative studio ${TAGLINE}. ${OFFICES}.`,
  },
  about: {
    title: `About — makers who make the thing | ${STUDIO_NAME}`,
    description: `The studio's offices in ${OFFICES}, the people who make the work, and the clients it is made for.`,
  },
  work: {
    title: `Work — proof is in the making | ${STUDIO_NAME}`,
    description: 'Every project the studio has made: brand films, identities, campaigns and more.',
  },
  digest: {
    title: `Digest — stuff happening between projects | ${STUDIO_NAME}`,
    description: 'Articles, notes and social posts from the studio, between projects.',
  },
  contact: {
    title: `Contact | ${STUDIO_NAME}`,
    description: `Start a project with the studio: write to the team in ${OFFICES}.`,
  },
  shop: {
    title: `Shop — ephemera and objects of interest | ${STUDIO_NAME}`,
    description: 'Ephemera and objects of interest from the studio, restocking soon.',
  },
  careers: {
    title: `Careers | ${STUDIO_NAME}`,
    description: `Current openings at the studio and a look at its people and places in ${OFFICES}.`,
  },
  privacy: {
    title: `Privacy Policy | ${STUDIO_NAME}`,
    description:
      'What the studio collects when you visit this site, why, and the choices you have.',
  },
  accessibility: {
    title: `Accessibility statement | ${STUDIO_NAME}`,
    description: "The site's WCAG 2.2 AA conformance, its known limitations and how to reach us.",
  },
  'not-found': {
    title: `Page not found | ${STUDIO_NAME}`,
    description: 'This page does not exist, or it has moved.',
  },
}

/** A share description: plain text, one line, at most `max` characters at a word break. */
export function clip(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= max) return flat
  const cut = flat.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:—-]+$/, '')}…`
}

function plain(value: PT | unknown): string {
  if (!Array.isArray(value)) return ''
  try {
    return toPlainText(value as PT)
  } catch {
    return ''
  }
}

/** The 1200×630 share crop of an image, absolute; undefined when it cannot be built. */
function shareImage(image: SanityImage | null | undefined, alt: string, siteUrl: string) {
  if (!image?.asset) return undefined
  try {
    const url = imageUrl(image, { ...SHARE_IMAGE, fit: 'crop' })
    return { url: url.startsWith('/') ? `${siteUrl}${url}` : url, alt: textField(image.alt) ?? alt }
  } catch {
    return undefined // malformed reference: the page itself logs it
  }
}

function organization(siteUrl: string, links: SiteLinks): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: STUDIO_NAME,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/favicon.svg`,
    description: STATIC.home?.description,
    sameAs: [links.instagram.url, links.linkedin.url],
    email: links.contactEmail,
    location: CITIES.map((city) => ({
      '@type': 'Place',
      name: `${STUDIO_NAME} ${city}`,
      address: { '@type': 'PostalAddress', addressLocality: city },
    })),
  }
}

/**
 * The head of a page, from its path and the entries it renders. Pure: prerendering
 * writes it into each HTML file and the client applies it on navigation.
 */
export function pageHead(path: string, entries: readonly Entry[], siteUrl: string): PageHead {
  const clean = normalizePath(path)
  const meta = routeMeta(clean)
  const canonical = `${siteUrl}${clean === '/' ? '/' : clean}`
  const slug = decodeURIComponent(clean.split('/')[2] ?? '')
  const firstCover = entriesOfType(entries, 'workProject').find((p) => p.featureImage?.asset)
  const fallbackImage = shareImage(
    firstCover?.featureImage,
    firstCover?.title ?? STUDIO_NAME,
    siteUrl,
  )

  if (meta.kind === 'work-project') {
    const project = entryBySlug(entries, 'workProject', slug)
    if (project) {
      const title = textField(project.title) ?? 'Untitled project'
      const client = textField(project.client)
      const blocks = Array.isArray(project.contentBlocks) ? project.contentBlocks : []
      const body = blocks
        .map((b) => plain(b && ('text' in b ? b.text : 'caption' in b ? b.caption : undefined)))
        .find((t) => t.trim() !== '')
      const tags = (project.tags ?? []).flatMap((t) => textField(t?.title) ?? [])
      return {
        title: `${title}${client ? ` for ${client}` : ''} | ${STUDIO_NAME}`,
        description: clip(
          body ?? `${client ? `${client}: ` : ''}${title}. ${tags.join(', ')}`.trim(),
        ),
        canonical,
        ogType: 'article',
        image: shareImage(project.featureImage, title, siteUrl),
      }
    }
  }
  if (meta.kind === 'digest-article') {
    const article = entryBySlug(entries, 'digestArticle', slug)
    if (article) {
      const title = textField(article.title) ?? 'Untitled article'
      const headline = plain(article.headline)
      return {
        title: `${title} | Digest | ${STUDIO_NAME}`,
        description: clip(headline || `${title}, from the studio's digest.`),
        canonical,
        ogType: 'article',
        image: shareImage(article.featureImage, title, siteUrl),
      }
    }
  }
  const known =
    meta.kind === 'work-project' || meta.kind === 'digest-article' ? 'not-found' : meta.kind
  const text = STATIC[known] ?? STATIC['not-found']
  const head: PageHead = {
    title: text?.title ?? STUDIO_NAME,
    description: text?.description ?? '',
    ogType: 'website',
    image: fallbackImage,
  }
  if (known === 'not-found') return { ...head, noindex: true }
  return {
    ...head,
    canonical,
    ...(known === 'home' ? { jsonLd: organization(siteUrl, siteLinksFrom(entries)) } : {}),
  }
}
