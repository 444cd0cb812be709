import { renderToStaticMarkup, renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { SanityImage } from './SanityImage.tsx'

const HASH = '0123456789abcdef0123456789abcdef01234567'
const image = {
  asset: { _id: `image-${HASH}-1200x800-jpg`, lqip: 'data:image/jpeg;base64,AAAA' },
  alt: 'Hikers on a trail',
}

describe('SanityImage', () => {
  it('renders a lazy responsive img with intrinsic size, alt and LQIP', () => {
    const html = renderToStaticMarkup(<SanityImage image={image} vh={50} />)
    expect(html).toContain('data-plane=""')
    expect(html).toContain('--aspect:1.5')
    expect(html).toContain('--lqip:url(&quot;data:image/jpeg;base64,AAAA&quot;)')
    expect(html).toMatch(/<img [^>]*srcSet="[^"]*320w[^"]*"/)
    expect(html).toContain('sizes="75vh"')
    expect(html).toContain('width="1200"')
    expect(html).toContain('height="800"')
    expect(html).toContain('alt="Hikers on a trail"')
    expect(html).toContain('loading="lazy"')
    expect(html).toContain('decoding="async"')
  })
  it('keeps a deferred picture source in data attributes, with no src to load', () => {
    const html = renderToStaticMarkup(<SanityImage image={image} deferred />)
    const img = html.match(/<img[^>]*>/)?.[0] ?? ''
    expect(img).toMatch(/data-src="[^"]+"/)
    expect(img).toMatch(/data-srcset="[^"]*320w[^"]*"/)
    expect(img).not.toMatch(/ src=/)
    expect(img).not.toMatch(/ srcSet=/)
    // Everything else a visitor or the WebGL layer reads is there as before.
    expect(img).toContain('alt="Hikers on a trail"')
    expect(img).toContain('width="1200"')
    expect(img).toContain('sizes="')
  })
  it('loads eagerly with priority and takes alt overrides and fallbacks', () => {
    const html = renderToStaticMarkup(<SanityImage image={image} priority alt="Override" />)
    expect(html).toContain('loading="eager"')
    expect(html).toContain('alt="Override"')
    const noAlt = { asset: image.asset }
    expect(renderToStaticMarkup(<SanityImage image={noAlt} fallbackAlt="Title" />)).toContain(
      'alt="Title"',
    )
  })
  it('preloads a priority image at high priority on the desktop track only', () => {
    const html = renderToString(<SanityImage image={image} priority />)
    const link = html.match(/<link rel="preload" as="image"[^>]*>/)?.[0] ?? ''
    expect(link).toContain('fetchPriority="high"')
    expect(link).toContain('media="(min-width: 1024px)"')
    expect(link).toContain('imageSizes="')
    const img = html.match(/<img[^>]*>/)?.[0] ?? ''
    expect(img).not.toContain('fetchPriority')
    expect(renderToString(<SanityImage image={image} />)).not.toContain('rel="preload"')
  })
  it('gives an empty alt only when decorative', () => {
    expect(renderToStaticMarkup(<SanityImage image={image} decorative />)).toContain('alt=""')
  })
  it('asks for a fixed width', () => {
    const html = renderToStaticMarkup(<SanityImage image={image} width={800} />)
    expect(html).toMatch(/src="[^"]*w=800&amp;auto=format"/)
  })
  it('draws a placeholder box of the right shape for a malformed reference', () => {
    const bad = { asset: { _ref: 'image-not-a-real-reference' } }
    const html = renderToStaticMarkup(<SanityImage image={bad} />)
    expect(html).not.toContain('<img')
    expect(html).toContain('media--empty')
    expect(html).toContain('aria-hidden="true"')
  })
})
