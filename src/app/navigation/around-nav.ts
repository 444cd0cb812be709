import { flushSync } from 'react-dom'
import type { AroundNavHandler } from 'wouter'
import { saveEntryPlace } from '../../scroll/place/place-savers.ts'

type Module = typeof import('./view-transitions.ts')
let transitions: Pick<Module, 'commitWithTransition' | 'holdTraversal'> | null = null

/**
 * Loads the View Transitions code after the page has loaded, where the browser has the API:
 * until it arrives, and where it never does, a navigation is instant.
 */
export function loadTransitions(): Promise<void> {
  if (typeof document.startViewTransition !== 'function') return Promise.resolve()
  return import('./view-transitions.ts').then(
    ({ watchNavigations, commitWithTransition, holdTraversal }) => {
      watchNavigations(flushSync)
      transitions = { commitWithTransition, holdTraversal }
    },
  )
}

/**
 * Back and Forward go through the View Transitions code once it is in. Called before the app
 * hydrates: listeners on `window` run in the order they were added, and the router's, added
 * at hydration, would render the entry's page before a transition could capture the old one.
 */
export function holdTraversals(): void {
  addEventListener('popstate', (event) => transitions?.holdTraversal(event))
}

/**
 * Wraps every link navigation (wouter's Router `aroundNav`): the page's place is written into
 * the entry being left, then the route commits, inside a View Transition once that code is in.
 */
export const aroundNav: AroundNavHandler = (navigate, to, options) => {
  saveEntryPlace()
  if (!transitions) return navigate(to, options)
  // Inside the transition the new page renders at once (flushSync), to be captured whole.
  transitions.commitWithTransition(new URL(to, location.href).pathname, () =>
    flushSync(() => navigate(to, options)),
  )
}
