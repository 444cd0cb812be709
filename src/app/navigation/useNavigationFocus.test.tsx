// @vitest-environment jsdom
import { act, useRef } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mountReact, type ReactHost } from '../../../tests/unit/react-host.ts'
import { followHeading } from './follow-heading.ts'
import { useNavigationFocus } from './useNavigationFocus.ts'

/** A page frame as the app renders it: the page in `main`, the live region beside. */
function Frame({ path, loading = false }: { path: string; loading?: boolean }) {
  const main = useRef<HTMLElement>(null)
  const region = useRef<HTMLParagraphElement>(null)
  useNavigationFocus(path, main, region)
  return (
    <>
      <main ref={main} tabIndex={-1}>
        {loading ? (
          <section aria-busy="true">
            <h1>Loading...</h1>
          </section>
        ) : (
          <h1>Page {path}</h1>
        )}
        <a href="#elsewhere">Elsewhere on the site</a>
      </main>
      <p ref={region} aria-live="polite" />
    </>
  )
}

let view: ReactHost
const nextFrame = () => act(() => vi.advanceTimersToNextFrame())
const h1 = () => view.host.querySelector('h1') as HTMLElement
const region = () => view.host.querySelector('[aria-live]') as HTMLElement
const link = () => view.host.querySelector('a') as HTMLElement

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] })
  view = mountReact({ attached: true })
})
afterEach(() => {
  view.unmount()
  vi.useRealTimers()
})

describe('useNavigationFocus', () => {
  it('leaves focus and the live region alone on the first load', () => {
    view.renderSync(<Frame path="/work" />)
    expect(document.activeElement).toBe(document.body)
    expect(region().textContent).toBe('')
  })

  it('moves focus to the new page’s h1 and announces its title on a navigation', () => {
    view.renderSync(<Frame path="/work" />)
    link().focus()
    view.renderSync(<Frame path="/about" />)
    expect(document.activeElement).toBe(h1())
    expect(h1().tabIndex).toBe(-1)
    expect(region().textContent).toBe('Page /about')
  })

  it('announces the page, not the loading panel that stands in while it arrives', () => {
    view.renderSync(<Frame path="/work" />)
    view.renderSync(<Frame path="/work/a" loading />)
    expect(document.activeElement).toBe(h1())
    expect(region().textContent).toBe('')
    view.renderSync(<Frame path="/work/a" />)
    nextFrame()
    expect(h1().textContent).toBe('Page /work/a')
    expect(document.activeElement).toBe(h1())
    expect(region().textContent).toBe('Page /work/a')
  })
})

describe('followHeading', () => {
  it('never pulls focus back once the visitor has put it somewhere', () => {
    view.renderSync(<Frame path="/work/a" loading />)
    const main = view.host.querySelector('main') as HTMLElement
    const stop = followHeading(main, region())
    expect(document.activeElement).toBe(h1())
    link().focus()
    view.renderSync(<Frame path="/work/a" loading={false} />)
    for (let i = 0; i < 5; i++) nextFrame()
    expect(document.activeElement).toBe(link())
    // The page is still named, for a screen reader whose visitor has moved on.
    expect(region().textContent).toBe('Page /work/a')
    stop()
  })

  it('gives up after about two seconds of frames when no heading comes', () => {
    const main = document.createElement('main')
    document.body.append(main)
    const live = document.createElement('p')
    const raf = vi.spyOn(window, 'requestAnimationFrame')
    followHeading(main, live)
    for (let i = 0; i < 200; i++) vi.advanceTimersToNextFrame()
    expect(raf.mock.calls.length).toBeLessThanOrEqual(121)
    expect(live.textContent).toBe('')
    main.remove()
  })
})

describe('followHeading, a page arriving late', () => {
  it('follows the heading when the page replaces its loading panel after the frames ran out', async () => {
    view.renderSync(<Frame path="/work/a" loading />)
    const main = view.host.querySelector('main') as HTMLElement
    const stop = followHeading(main, region())
    for (let i = 0; i < 200; i++) nextFrame()
    expect(h1().textContent).toBe('Loading...')
    view.renderSync(<Frame path="/work/a" loading={false} />)
    // The observer hears the change in a microtask.
    await act(async () => {})
    expect(document.activeElement).toBe(h1())
    expect(region().textContent).toBe('Page /work/a')
    stop()
  })

  it('skips a heading hidden behind the loading panel (the old page, kept by Suspense)', () => {
    const main = document.createElement('main')
    main.innerHTML = '<h1 style="display: none">Old page</h1><section><h1>New page</h1></section>'
    document.body.append(main)
    const old = main.querySelector('h1') as HTMLElement
    old.checkVisibility = () => false
    const live = document.createElement('p')
    followHeading(main, live)()
    expect(document.activeElement?.textContent).toBe('New page')
    expect(live.textContent).toBe('New page')
    main.remove()
  })
})
