// @vitest-environment jsdom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ContentBoundary } from './ContentBoundary.tsx'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

afterEach(() => vi.restoreAllMocks())

function Throws(): never {
  throw new Error('bad entry')
}

describe('ContentBoundary', () => {
  it('contains a throwing entry, logs it, and keeps its neighbours', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const host = document.createElement('div')
    const root = createRoot(host)
    await act(async () => {
      root.render(
        <>
          <p>before</p>
          <ContentBoundary label="workProject bad" fallback={<p>fallback</p>}>
            <Throws />
          </ContentBoundary>
          <ContentBoundary label="workProject good">
            <p>after</p>
          </ContentBoundary>
        </>,
      )
    })
    expect(host.textContent).toBe('beforefallbackafter')
    expect(error).toHaveBeenCalledWith(
      'Content failed to render (workProject bad):',
      expect.any(Error),
      expect.any(String),
    )
    root.unmount()
  })

  it('tries its children again when resetKey changes, and not before', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const host = document.createElement('div')
    const root = createRoot(host)
    const show = (resetKey: string, child: React.ReactNode) =>
      act(async () => {
        root.render(
          <ContentBoundary label="page" resetKey={resetKey} fallback={<p>fallback</p>}>
            {child}
          </ContentBoundary>,
        )
      })
    await show('/a', <Throws />)
    expect(host.textContent).toBe('fallback')
    await show('/a', <p>fixed</p>)
    expect(host.textContent).toBe('fallback')
    await show('/b', <p>fixed</p>)
    expect(host.textContent).toBe('fixed')
    root.unmount()
  })
})
