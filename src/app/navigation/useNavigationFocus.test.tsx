// @vitest-environment jsdom
import { act, useRef } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
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
/** The observer that follows the page hears a change in a microtask. */
const changesHeard = () => act(async () => {})
const h1 = () => view.host.querySelector('h1:not([style])') as HTMLElement
const region = () => view.host.querySelector('[aria-live]') as HTMLElement
const link = () => view.host.querySelector('a') as HTMLElement

beforeEach(() => {
  view = mountReact({ attached: true })
})
afterEach(() => {
  view.unmount()
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

  it('announces the page, not the loading panel that stands in while it arrives', async () => {
    view.renderSync(<Frame path="/work" />)
    view.renderSync(<Frame path="/work/a" loading />)
    expect(document.activeElement).toBe(h1())
    expect(region().textContent).toBe('')
    view.renderSync(<Frame path="/work/a" />)
    await changesHeard()
    expect(h1().textContent).toBe('Page /work/a')
    expect(document.activeElement).toBe(h1())
    expect(region().textContent).toBe('Page /work/a')
  })
})

describe('followHeading', () => {
  it('never pulls focus back once the visitor has put it somewhere', async () => {
    view.renderSync(<Frame path="/work/a" loading />)
    const main = view.host.querySelector('main') as HTMLElement
    const stop = followHeading(main, region())
    expect(document.activeElement).toBe(h1())
    link().focus()
    view.renderSync(<Frame path="/work/a" loading={false} />)
    await changesHeard()
    expect(document.activeElement).toBe(link())
    // The page is still named, for a screen reader whose visitor has moved on.
    expect(region().textContent).toBe('Page /work/a')
    stop()
  })

  it('follows a page that arrives late, whenever it comes', async () => {
    view.renderSync(<Frame path="/work/a" loading />)
    const main = view.host.querySelector('main') as HTMLElement
    const stop = followHeading(main, region())
    await new Promise((done) => setTimeout(done, 50))
    expect(h1().textContent).toBe('Loading...')
    view.renderSync(<Frame path="/work/a" loading={false} />)
    await changesHeard()
    expect(document.activeElement).toBe(h1())
    expect(region().textContent).toBe('Page /work/a')
    stop()
  })

  it('focuses the page shown, not the old one kept hidden behind the loading panel', () => {
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

  it('stops following once the page is focused and named: later changes move nothing', async () => {
    view.renderSync(<Frame path="/work/a" />)
    const main = view.host.querySelector('main') as HTMLElement
    followHeading(main, region())
    expect(document.activeElement).toBe(h1())
    link().focus()
    main.append(document.createElement('div'))
    await changesHeard()
    expect(document.activeElement).toBe(link())
  })
})
