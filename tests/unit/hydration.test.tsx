// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { NOT_FOUND_PATH, prerenderPaths } from '../../deploy/routes.ts'
import { hydratePage } from '../../src/app/hydrate.tsx'
import { setCurrentSnapshot } from '../../src/content/snapshot.ts'
import { resetContentStore } from '../../src/content/store.ts'
import type { Entry } from '../../src/content/types.ts'
import { preparePages, renderPage, routeContent, sanitizedHtml } from '../../src/entry-server.tsx'
import { stubBrowser } from './browser-stubs.ts'
import { demoEntries } from './demo-entries.ts'

// Development React reports every hydration mismatch, attributes included (production
// React keeps a mismatched attribute silently). Each prerendered page is hydrated here as
// the browser's boot does it, and must report nothing.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let entries: Entry[] = []
const HYDRATION = /hydrat|server rendered|didn't match|did not match|failed to render/i

beforeAll(async () => {
  entries = await demoEntries()
  await preparePages()
}, 60_000)

beforeEach(() => stubBrowser())

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  setCurrentSnapshot(null)
  resetContentStore()
  document.body.innerHTML = ''
})

/** Prerenders `path`, then hydrates that markup at `url`; returns what React logged. */
async function hydrateAt(
  path: string,
  url = path,
): Promise<{ errors: string[]; host: HTMLElement }> {
  const own = routeContent(path, entries)
  const snapshot = { path, entries: own, html: sanitizedHtml(own) }
  const html = renderPage(snapshot)
  const host = document.createElement('div')
  host.id = 'root'
  host.innerHTML = html
  // A browser's parser sets a video's muted state from its `muted` attribute; jsdom
  // does not, and development React compares the property.
  for (const video of host.querySelectorAll('video')) video.muted = video.defaultMuted
  document.body.append(host)
  window.history.replaceState(null, '', url)
  const errors: string[] = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const text = args.map(String).join(' ')
    // Others (a feed fetch that jsdom cannot make) are not this test's business.
    if (HYDRATION.test(text)) errors.push(text)
  })
  setCurrentSnapshot(snapshot)
  const root = await act(async () => hydratePage(host, snapshot))
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
  act(() => root.unmount())
  return { errors, host }
}

describe('hydration of prerendered pages', () => {
  it('reports no mismatch on any route', async () => {
    const paths = [...prerenderPaths(entries).paths, NOT_FOUND_PATH]
    for (const path of paths) {
      const { errors } = await hydrateAt(path)
      expect(errors, path).toEqual([])
    }
  }, 120_000)

  it('hydrates a page opened with a query string, then links home with that query', async () => {
    const own = routeContent('/work', entries)
    const snapshot = { path: '/work', entries: own }
    const host = document.createElement('div')
    host.innerHTML = renderPage(snapshot)
    document.body.append(host)
    window.history.replaceState(null, '', '/work?ref=x')
    const errors: string[] = []
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      errors.push(args.map(String).join(' '))
    })
    const root = await act(async () => hydratePage(host, snapshot))
    expect(errors).toEqual([])
    expect(host.querySelector('a.logo')?.getAttribute('href')).toBe('/?ref=x')
    act(() => root.unmount())
  })
})
