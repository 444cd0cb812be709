// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { mountReact, type ReactHost } from '../../tests/unit/react-host.ts'
import { routeContent } from './route-content.ts'
import { contentStore, loadContent, resetContentStore, seedContent } from './store.ts'
import type { Entry } from './types.ts'
import { useContent } from './useContent.ts'

// The live query, as a content host that cannot be reached.
vi.mock('./client.ts', () => ({
  getClient: () => ({ fetch: () => Promise.reject(new Error('offline')) }),
}))

const project = { _id: 'p', _type: 'workProject', title: 'Trail Notes', slug: 'a' } as Entry

function Probe() {
  const { entries, settled, loading } = useContent()
  return (
    <p>{`${entries.length} ${settled ? 'settled' : 'unsettled'} ${loading ? 'loading' : 'idle'}`}</p>
  )
}

let view: ReactHost

beforeEach(() => {
  view = mountReact()
})

afterEach(() => {
  view.unmount()
  resetContentStore()
  vi.restoreAllMocks()
})

function show(path: string) {
  const { hook } = memoryLocation({ path })
  view.renderSync(
    <Router hook={hook}>
      <Probe />
    </Router>,
  )
  return view.host.textContent
}

describe('useContent with a prerendered snapshot', () => {
  it("gives the snapshot's own path its entries, settled", () => {
    seedContent({ path: '/work/a', entries: [project] })
    expect(show('/work/a')).toBe('1 settled idle')
  })

  it('reads as still loading on any other path, and asks for the full content', async () => {
    seedContent({ path: '/work/a', entries: [project] })
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(show('/work')).toBe('0 unsettled loading')
    expect(contentStore.loading).toBe(true)
    await act(() => loadContent())
    expect(error).toHaveBeenCalledWith('Error fetching content entries:', expect.anything())
    // The snapshot stays what it was: its own page still renders from it.
    expect(show('/work/a')).toBe('1 settled idle')
  })

  it('serves every path once a full load has replaced the snapshot', () => {
    seedContent({ path: '/work/a', entries: [project] })
    contentStore.scope = null
    expect(show('/work')).toBe('1 settled idle')
  })

  it('keeps the page on show as it is when the live content confirms its snapshot', async () => {
    const other = { _id: 'q', _type: 'workProject', title: 'Other', slug: 'b', order: 2 } as Entry
    const own = { ...project, order: 1 } as Entry
    // What the build embedded for /work/a: the project and the next one.
    seedContent({ path: '/work/a', entries: routeContent('/work/a', [own, other]) })
    const shown = contentStore.entries
    await loadContent(async () => [own, other])
    // The same entries, untouched: nothing on /work/a re-renders for the confirmation.
    expect(contentStore.entries).toBe(shown)
    expect(contentStore.scope).toBe('/work/a')
    expect(show('/work')).toBe('2 settled idle')
    // A publish that changes the page replaces its entries.
    await loadContent(async () => [{ ...own, title: 'Renamed' }, other])
    expect(contentStore.scope).toBeNull()
    expect(contentStore.entries).toHaveLength(2)
  })
})
