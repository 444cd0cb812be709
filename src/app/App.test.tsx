// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { stubBrowser } from '../../tests/unit/browser-stubs.ts'
import { mountReact, type ReactHost } from '../../tests/unit/react-host.ts'
import { App } from './App.tsx'
import { preloadAllPages } from './pages.ts'

// One page that throws while rendering, as a page with broken content outside its
// per-entry boundaries would.
vi.mock('../pages/about/AboutPage.tsx', () => ({
  AboutPage: () => {
    throw new Error('about exploded')
  },
}))

// Pages are chunks of their own; load them all, as the build does before rendering.
beforeAll(() => preloadAllPages())

let view: ReactHost

beforeEach(() => {
  stubBrowser()
  view = mountReact({ attached: true })
})

afterEach(() => {
  view.unmount()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('App page boundary', () => {
  it('contains a throwing page, logs it, keeps the chrome, and recovers on navigation', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const location = memoryLocation({ path: '/about', record: true })
    await view.render(
      <Router hook={location.hook}>
        <App />
      </Router>,
    )

    const fallback = view.host.querySelector('main [data-page-error]')
    expect(fallback?.textContent).toContain('This page could not be shown')
    expect(fallback?.querySelector('a')?.getAttribute('href')).toBe('/')
    expect(view.host.querySelector('header nav')).not.toBeNull()
    expect(view.host.querySelector('footer.site-footer')).not.toBeNull()
    expect(error).toHaveBeenCalledWith(
      'Content failed to render (page /about):',
      expect.objectContaining({ message: 'about exploded' }),
      expect.any(String),
    )

    await act(async () => location.navigate('/privacy'))
    expect(view.host.querySelector('[data-page-error]')).toBeNull()
    expect(view.host.querySelector('main h1')?.textContent).toMatch(/privacy/i)
  })
})
