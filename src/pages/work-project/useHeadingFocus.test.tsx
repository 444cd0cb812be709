// @vitest-environment jsdom
import { act, useRef } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mountReact, type ReactHost } from '../../../tests/unit/react-host.ts'
import { useHeadingFocus } from './useHeadingFocus.ts'

function Page({ slug }: { slug: string }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useHeadingFocus(slug, heading)
  return (
    <main className="scroller">
      <h1 ref={heading} tabIndex={-1}>
        {slug}
      </h1>
      <a href="#next">Next project</a>
    </main>
  )
}

let view: ReactHost

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] })
  view = mountReact({ attached: true })
})
afterEach(() => {
  view.unmount()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('useHeadingFocus', () => {
  it('moves focus to the new heading on a slug change, not on first mount', () => {
    view.renderSync(<Page slug="a" />)
    const link = view.host.querySelector('a') as HTMLElement
    link.focus()
    expect(document.activeElement).toBe(link)
    view.renderSync(<Page slug="b" />)
    expect(document.activeElement).toBe(view.host.querySelector('h1'))
  })

  it('tries again on the next frames while the heading cannot take focus yet', () => {
    view.renderSync(<Page slug="a" />)
    const h1 = view.host.querySelector('h1') as HTMLElement
    const link = view.host.querySelector('a') as HTMLElement
    link.focus()
    // As a heading hidden in a suspended boundary: focus does not take, and the element
    // that had it is hidden too, so focus falls to the page. No render follows the reveal.
    let hidden = true
    const realFocus = h1.focus.bind(h1)
    vi.spyOn(h1, 'focus').mockImplementation((options) => {
      if (hidden) link.blur()
      else realFocus(options)
    })
    view.renderSync(<Page slug="b" />)
    expect(document.activeElement).toBe(document.body)
    act(() => vi.advanceTimersToNextFrame())
    expect(document.activeElement).toBe(document.body)
    hidden = false
    act(() => vi.advanceTimersToNextFrame())
    expect(document.activeElement).toBe(h1)
  })

  it('stops trying once the visitor has put focus somewhere', () => {
    view.renderSync(<Page slug="a" />)
    const h1 = view.host.querySelector('h1') as HTMLElement
    const link = view.host.querySelector('a') as HTMLElement
    const focus = vi.spyOn(h1, 'focus').mockImplementation(() => {})
    view.renderSync(<Page slug="b" />)
    const tries = focus.mock.calls.length
    expect(tries).toBeGreaterThan(0)
    link.focus()
    act(() => vi.advanceTimersToNextFrame())
    act(() => vi.advanceTimersToNextFrame())
    expect(document.activeElement).toBe(link)
    expect(focus).toHaveBeenCalledTimes(tries)
  })
})
