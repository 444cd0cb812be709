import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Router } from 'wouter'
import { PageFallback } from './PageFallback.tsx'

const render = (reload?: boolean) =>
  renderToStaticMarkup(
    <Router ssrPath="/about">
      <PageFallback reload={reload} />
    </Router>,
  )

describe('PageFallback', () => {
  it('is a short panel in the track saying the page could not be shown, with a link home', () => {
    const html = render()
    expect(html).toMatch(/^<section class="panel not-found"/)
    expect(html).toContain('This page could not be shown')
    expect(html).toMatch(/<a [^>]*href="\/"[^>]*>Back to home<\/a>/)
  })
  it('links home with a plain anchor (a full load) for the root boundary', () => {
    expect(render(true)).toContain('<a href="/" class="not-found__link">Back to home</a>')
  })
})
