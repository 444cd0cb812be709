import { type PictureRole, transitionPictures } from '../../content/transition-pictures.ts'
import { PLANE_SELECTOR, TRACK_SELECTOR } from '../../scroll/track-dom.ts'
import './view-transitions.css'

/** The name both pictures take in turn (view-transitions.css animates its group). */
const PICTURE_NAME = 'page-picture'
/** The WebGL stage's layer: where it runs, the canvas carries the picture instead. */
const STAGE_SELECTOR = '.webgl-stage'

/** A same-document View Transition fits: the API is there and no canvas draws the track. */
function canTransition(): boolean {
  return (
    typeof document.startViewTransition === 'function' &&
    document.visibilityState === 'visible' &&
    !document.querySelector(STAGE_SELECTOR)
  )
}

let clicked: HTMLAnchorElement | null = null
let shownPath = location.pathname

/** The first shown picture in `root`: a page kept hidden by Suspense behind a loading panel is not. */
function firstPicture(root: Element | null | undefined): HTMLElement | null {
  if (!root) return null
  const pictures = root.querySelectorAll<HTMLElement>(PLANE_SELECTOR)
  return [...pictures].find((el) => el.checkVisibility()) ?? null
}

/** The picture a link stands for: its own, else its panel's (home's digest list shares one). */
function linkPicture(link: Element): HTMLElement | null {
  return firstPicture(link) ?? firstPicture(link.closest('.panel'))
}

function findPicture(role: PictureRole): HTMLElement | null {
  const track = document.querySelector(TRACK_SELECTOR)
  if (!role || !track) return null
  if (role.kind === 'hero') return firstPicture(track)
  const leadsThere = (a: HTMLAnchorElement | null) =>
    a?.isConnected && a.pathname === role.to && a.checkVisibility()
  const link = leadsThere(clicked) ? clicked : [...track.querySelectorAll('a')].find(leadsThere)
  return link ? linkPicture(link) : null
}

function setName(el: HTMLElement | null, name: string): void {
  if (el) el.style.viewTransitionName = name
}

/**
 * Runs a route commit inside a View Transition: the old page is captured, the commit renders
 * the new one synchronously (`commit` runs in React's flushSync, so the new state is captured
 * complete, its place restored), and the picture that was clicked flies into the page's first picture, or back.
 * Under reduced motion nothing is named: the pages only cross-fade, briefly. Where it does
 * not fit, the commit happens at once.
 */
export function commitWithTransition(to: string, commit: () => void): void {
  const from = shownPath
  shownPath = to
  if (!canTransition()) {
    commit()
    return
  }
  const pair = transitionPictures(from, to)
  const still = matchMedia('(prefers-reduced-motion: reduce)').matches
  const old = still ? null : findPicture(pair.old)
  let next: HTMLElement | null = null
  setName(old, PICTURE_NAME)
  const transition = document.startViewTransition(() => {
    setName(old, '')
    commit()
    next = still || !old ? null : findPicture(pair.next)
    setName(next, PICTURE_NAME)
  })
  const unname = () => setName(next, '')
  transition.finished.then(unname, unname)
}

let replaying = false

/**
 * Back and Forward: the router renders the entry's page as soon as it hears `popstate`, before
 * a transition could capture the old page. So the event is held here (around-nav.ts listens
 * before the router does) and dispatched again inside the transition, where the router and
 * the tracks hear it.
 */
export function holdTraversal(event: PopStateEvent): void {
  if (replaying || !canTransition()) {
    shownPath = location.pathname
    return
  }
  event.stopImmediatePropagation()
  commitWithTransition(location.pathname, () =>
    flushCommit(() => {
      replaying = true
      try {
        dispatchEvent(new PopStateEvent('popstate', { state: history.state }))
      } finally {
        replaying = false
      }
    }),
  )
}

const rememberClick = (event: MouseEvent) => {
  const target = event.target
  clicked = target instanceof Element ? target.closest('a') : null
}
const followPush = () => {
  shownPath = location.pathname
}

let flushCommit: (commit: () => void) => void = (commit) => commit()

/**
 * Starts following clicks and history traversals (once, when this module loads). `flush` is
 * React's flushSync, handed over by the entry: importing react-dom here split the entry.
 */
export function watchNavigations(flush: (commit: () => void) => void): void {
  flushCommit = flush
  shownPath = location.pathname
  addEventListener('click', rememberClick, { capture: true })
  addEventListener('pushState', followPush)
  addEventListener('replaceState', followPush)
}
