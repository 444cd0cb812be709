// @vitest-environment jsdom
import { useEffect } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { mountReact, type ReactHost } from '../../tests/unit/react-host.ts'
import { PageBoundary } from './PageBoundary.tsx'

let view: ReactHost
const { hook } = memoryLocation({ path: '/' })

beforeEach(() => {
  view = mountReact()
})

afterEach(() => {
  view.unmount()
  vi.restoreAllMocks()
})

const render = (path: string, page: React.ReactNode) =>
  view.render(
    <Router hook={hook}>
      <PageBoundary path={path}>{page}</PageBoundary>
    </Router>,
  )

const mounts = vi.fn()

function Page() {
  useEffect(() => mounts(), [])
  return <p>page</p>
}

function Throws(): never {
  throw new Error('page exploded')
}

describe('PageBoundary', () => {
  it('keeps a healthy page mounted when only the path changes (a slug change)', async () => {
    await render('/work/a', <Page />)
    await render('/work/b', <Page />)
    // One mount: a `key` on the path would have mounted the page again.
    expect(mounts).toHaveBeenCalledTimes(1)
    expect(view.host.textContent).toBe('page')
  })

  it('shows the fallback for a throwing page and tries again on the next path', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await render('/work/a', <Throws />)
    expect(view.host.querySelector('[data-page-error]')).not.toBeNull()
    // Same path, content unchanged: the fallback stays.
    await render('/work/a', <p>page</p>)
    expect(view.host.querySelector('[data-page-error]')).not.toBeNull()
    await render('/work/b', <p>page</p>)
    expect(view.host.querySelector('[data-page-error]')).toBeNull()
    expect(view.host.textContent).toBe('page')
  })
})
