// @vitest-environment jsdom
import { act, useRef } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
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

let root: Root
let host: HTMLElement

beforeEach(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] })
  host = document.createElement('div')
  document.body.append(host)
  root = createRoot(host)
})
afterEach(() => {
  act(() => root.unmount())
  host.remove()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('useHeadingFocus', () => {
  it('moves focus to the new heading on a slug change, not on first mount', () => {
    act(() => root.render(<Page slug="a" />))
    const link = host.querySelector('a') as HTMLElement
    link.focus()
    expect(document.activeElement).toBe(link)
    act(() => root.render(<Page slug="b" />))
    expect(document.activeElement).toBe(host.querySelector('h1'))
  })

  it('tries again on the next frames while the heading cannot take focus yet', () => {
    act(() => root.render(<Page slug="a" />))
    const h1 = host.querySelector('h1') as HTMLElement
    const link = host.querySelector('a') as HTMLElement
    link.focus()
    // As a heading hidden in a suspended boundary: focus does not take, and the element
    // that had it is hidden too, so focus falls to the page. No render follows the reveal.
    let hidden = true
    const realFocus = h1.focus.bind(h1)
    vi.spyOn(h1, 'focus').mockImplementation((options) => {
      if (hidden) link.blur()
      else realFocus(options)
    })
    act(() => root.render(<Page slug="b" />))
    expect(document.activeElement).toBe(document.body)
    act(() => vi.advanceTimersToNextFrame())
    expect(document.activeElement).toBe(document.body)
    hidden = false
    act(() => vi.advanceTimersToNextFrame())
    expect(document.activeElement).toBe(h1)
  })

  it('stops trying once the visitor has put focus somewhere', () => {
    act(() => root.render(<Page slug="a" />))
    const h1 = host.querySelector('h1') as HTMLElement
    const link = host.querySelector('a') as HTMLElement
    const focus = vi.spyOn(h1, 'focus').mockImplementation(() => {})
    act(() => root.render(<Page slug="b" />))
    const tries = focus.mock.calls.length
    expect(tries).toBeGreaterThan(0)
    link.focus()
    act(() => vi.advanceTimersToNextFrame())
    act(() => vi.advanceTimersToNextFrame())
    expect(document.activeElement).toBe(link)
    expect(focus).toHaveBeenCalledTimes(tries)
  })
})
