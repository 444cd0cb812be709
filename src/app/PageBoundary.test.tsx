// @vitest-environment jsdom
import { act, useEffect } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { PageBoundary } from './PageBoundary.tsx'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let host: HTMLDivElement
let root: Root
const { hook } = memoryLocation({ path: '/' })

beforeEach(() => {
  host = document.createElement('div')
  root = createRoot(host)
})

afterEach(() => {
  act(() => root.unmount())
  vi.restoreAllMocks()
})

const render = (path: string, page: React.ReactNode) =>
  act(async () =>
    root.render(
      <Router hook={hook}>
        <PageBoundary path={path}>{page}</PageBoundary>
      </Router>,
    ),
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
    expect(host.textContent).toBe('page')
  })

  it('shows the fallback for a throwing page and tries again on the next path', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await render('/work/a', <Throws />)
    expect(host.querySelector('[data-page-error]')).not.toBeNull()
    // Same path, content unchanged: the fallback stays.
    await render('/work/a', <p>page</p>)
    expect(host.querySelector('[data-page-error]')).not.toBeNull()
    await render('/work/b', <p>page</p>)
    expect(host.querySelector('[data-page-error]')).toBeNull()
    expect(host.textContent).toBe('page')
  })
})
