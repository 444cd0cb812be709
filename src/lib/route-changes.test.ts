import { afterEach, describe, expect, it, vi } from 'vitest'
import { type RouteChange, subscribeRoute } from './route-changes.ts'

/** A window whose location the test moves, as the router does before it announces. */
function fakeWindow() {
  const target = new EventTarget()
  const location = { pathname: '/', search: '', hash: '' }
  const win = {
    location,
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
  }
  vi.stubGlobal('window', win)
  return {
    go(type: string, to: Partial<typeof location>) {
      Object.assign(location, to)
      target.dispatchEvent(new Event(type))
    },
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('subscribeRoute', () => {
  it('tells each push, replace and pop with the location as it is after the change', () => {
    const win = fakeWindow()
    const seen: RouteChange[] = []
    subscribeRoute((change) => seen.push(change))
    win.go('pushState', { pathname: '/work', search: '?a=1' })
    win.go('replaceState', { hash: '#team' })
    win.go('popstate', { pathname: '/', search: '', hash: '' })
    expect(seen).toEqual([
      { type: 'push', pathname: '/work', search: '?a=1', hash: '' },
      { type: 'replace', pathname: '/work', search: '?a=1', hash: '#team' },
      { type: 'pop', pathname: '/', search: '', hash: '' },
    ])
  })

  it('tells nothing more once unsubscribed, and ignores other events', () => {
    const win = fakeWindow()
    const listener = vi.fn()
    const stop = subscribeRoute(listener)
    win.go('hashchange', { hash: '#x' })
    expect(listener).not.toHaveBeenCalled()
    stop()
    win.go('pushState', { pathname: '/about' })
    expect(listener).not.toHaveBeenCalled()
  })
})
