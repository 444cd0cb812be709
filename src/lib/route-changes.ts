/** How the location changed: a link or `navigate` (push), a replace, Back or Forward (pop). */
type RouteChangeType = 'push' | 'replace' | 'pop'

/** One change of the location, read from it just after the change. */
export interface RouteChange {
  type: RouteChangeType
  pathname: string
  search: string
  hash: string
}

/** Calls `listener` on each change of the location; returns the unsubscribe. */
export type RouteSubscription = (listener: (change: RouteChange) => void) => () => void

/** The window events that announce each kind of change. */
const EVENTS: Readonly<Record<string, RouteChangeType>> = {
  pushState: 'push',
  replaceState: 'replace',
  popstate: 'pop',
}

/**
 * The one listener for the router's navigation: wouter's browser location wraps
 * `history.pushState` and `replaceState` to announce each as a window event of that name (it
 * listens to them itself), and the browser fires `popstate` on Back and Forward. The shell
 * hands it to the scroll engine; the Studio's preview follows the same one.
 */
export const subscribeRoute: RouteSubscription = (listener) => {
  const handlers = Object.entries(EVENTS).map(([event, type]) => {
    const handler = () => {
      const { pathname, search, hash } = window.location
      listener({ type, pathname, search, hash })
    }
    window.addEventListener(event, handler)
    return { event, handler }
  })
  return () => {
    for (const { event, handler } of handlers) window.removeEventListener(event, handler)
  }
}
