import type { VirtualScroll } from '../engine/virtual-scroll.ts'
import { fragmentPosition, revealPosition } from './reveal.ts'

/** Room kept clear at the viewport's start and end edges for the page bar and cursor. */
function revealInsets(viewportWidth: number): { start: number; end: number } {
  return { start: Math.max(64, viewportWidth * 0.06), end: Math.max(96, viewportWidth * 0.08) }
}

/**
 * The browser's own scrolling made virtual: focus, `#fragment` links, a skip link and
 * find-in-page scroll the hidden scroller natively; each offset moves to the virtual position in
 * the same task, so the DOM never shows both. Focused elements and fragment targets are revealed.
 */
export function installBrowserScroll(
  scroll: VirtualScroll,
  scroller: HTMLElement,
  track: HTMLElement,
): {
  goToHash: (immediate: boolean) => Element | null
  goTo: (el: Element, immediate: boolean) => void
  revealFocused: () => void
  stop: () => void
} {
  let lastPointerDown = -1
  let revealing: Element | null = null

  const startOf = (el: Element) => {
    const r = el.getBoundingClientRect()
    return { start: r.left - track.getBoundingClientRect().left, width: r.width }
  }

  const reveal = (el: Element) => {
    const { start, width } = startOf(el)
    const insets = revealInsets(scroll.viewportWidth)
    const position = revealPosition({
      start,
      width,
      position: scroll.target,
      viewportWidth: scroll.viewportWidth,
      limit: scroll.limit,
      insetStart: insets.start,
      insetEnd: insets.end,
    })
    if (position !== scroll.target) scroll.scrollTo(position)
  }

  /** Native offset → virtual value; the visible content does not move. */
  const absorb = () => {
    const dx = scroller.scrollLeft
    if (scroller.scrollTop !== 0) scroller.scrollTop = 0
    if (dx === 0) return
    scroller.scrollLeft = 0
    const target = scroll.target + dx
    scroll.jumpTo(scroll.current + dx)
    scroll.scrollTo(target)
    // The browser scrolled for a focus we are already revealing: aim for our position.
    if (revealing && revealing === document.activeElement) reveal(revealing)
  }

  const revealFocus = (el: EventTarget | null) => {
    if (!(el instanceof Element) || el === track) return
    revealing = el
    reveal(el)
  }
  const onFocusIn = (e: FocusEvent) => {
    absorb()
    // A click focuses what is under the pointer: it is in view already, don't move it.
    if (performance.now() - lastPointerDown < 500) return
    revealFocus(e.target)
  }
  const onPointerDown = () => {
    lastPointerDown = performance.now()
  }

  /** Puts an element at the start of the view, past the start inset. */
  const goTo = (el: Element, immediate: boolean) => {
    absorb()
    const inset = revealInsets(scroll.viewportWidth).start
    const position = fragmentPosition(startOf(el).start, inset, scroll.limit)
    if (immediate) scroll.jumpTo(position)
    else scroll.scrollTo(position)
  }

  /** Goes to the URL's #fragment target; returns it, or null when it is not (yet) there. */
  const goToHash = (immediate: boolean): Element | null => {
    let id = ''
    try {
      id = decodeURIComponent(location.hash.slice(1))
    } catch {
      return null
    }
    const el = id ? document.getElementById(id) : null
    if (!el || !track.contains(el)) return null
    goTo(el, immediate)
    return el
  }
  const onHashChange = () => {
    goToHash(false)
  }

  scroller.addEventListener('scroll', absorb, { passive: true })
  track.addEventListener('focusin', onFocusIn)
  window.addEventListener('pointerdown', onPointerDown, { capture: true, passive: true })
  window.addEventListener('hashchange', onHashChange)
  absorb()
  return {
    goToHash,
    goTo,
    /** Brings the focused element into view, when it is in the track (once measured). */
    revealFocused: () => {
      const el = document.activeElement
      if (el && track.contains(el)) revealFocus(el)
    },
    stop: () => {
      scroller.removeEventListener('scroll', absorb)
      track.removeEventListener('focusin', onFocusIn)
      window.removeEventListener('pointerdown', onPointerDown, true)
      window.removeEventListener('hashchange', onHashChange)
    },
  }
}
