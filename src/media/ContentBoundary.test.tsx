// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mountReact } from '../../tests/unit/react-host.ts'
import { ContentBoundary } from './ContentBoundary.tsx'

afterEach(() => vi.restoreAllMocks())

function Throws(): never {
  throw new Error('bad entry')
}

describe('ContentBoundary', () => {
  it('contains a throwing entry, logs it, and keeps its neighbours', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const view = mountReact()
    await view.render(
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
    expect(view.host.textContent).toBe('beforefallbackafter')
    expect(error).toHaveBeenCalledWith(
      'Content failed to render (workProject bad):',
      expect.any(Error),
      expect.any(String),
    )
    view.unmount()
  })

  it('tries its children again when resetKey changes, and not before', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const view = mountReact()
    const show = (resetKey: string, child: React.ReactNode) =>
      view.render(
        <ContentBoundary label="page" resetKey={resetKey} fallback={<p>fallback</p>}>
          {child}
        </ContentBoundary>,
      )
    await show('/a', <Throws />)
    expect(view.host.textContent).toBe('fallback')
    await show('/a', <p>fixed</p>)
    expect(view.host.textContent).toBe('fallback')
    await show('/b', <p>fixed</p>)
    expect(view.host.textContent).toBe('fixed')
    view.unmount()
  })
})
