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
/** After a page's place is restored, how long the heading it focuses is not revealed, ms. */
const HEADING_HOLD_MS = 1000

export class BrowserScroll {
  private lastPointerDown = -1
  /** The focused element being brought into view. */
  private revealing: Element | null = null
  /** Until then (performance.now()), a focused heading is not revealed. */
  private headingHeldUntil = -1

  constructor(
    private readonly scroll: VirtualScroll,
    private readonly scroller: HTMLElement,
    private readonly track: HTMLElement,
  ) {
    scroller.addEventListener('scroll', this.absorb, { passive: true })
    track.addEventListener('focusin', this.onFocusIn)
    window.addEventListener('pointerdown', this.onPointerDown, { capture: true, passive: true })
    window.addEventListener('hashchange', this.onHashChange)
    this.absorb()
  }

  /** Puts an element at the start of the view, past the start inset. */
  goTo(el: Element, immediate: boolean): void {
    const scroll = this.scroll
    this.absorb()
    const inset = revealInsets(scroll.viewportWidth).start
    const position = fragmentPosition(this.startOf(el).start, inset, scroll.limit)
    if (immediate) scroll.jumpTo(position)
    else scroll.scrollTo(position)
  }

  /** Goes to the URL's #fragment target; returns it, or null when it is not (yet) there. */
  goToHash(immediate: boolean): Element | null {
    let id = ''
    try {
      id = decodeURIComponent(location.hash.slice(1))
    } catch {
      return null
    }
    const el = id ? document.getElementById(id) : null
    if (!el || !this.track.contains(el)) return null
    this.goTo(el, immediate)
    return el
  }

  /** Brings the focused element into view, when it is in the track (once measured). */
  revealFocused(): void {
    const el = document.activeElement
    if (el && this.track.contains(el)) this.revealFocus(el)
  }

  /**
   * A page's place was restored: the heading focused as it arrives (follow-heading.ts) does not
   * move the track off it, and a reveal under way is dropped.
   */
  holdReveal(): void {
    this.revealing = null
    this.headingHeldUntil = performance.now() + HEADING_HOLD_MS
  }

  stop(): void {
    this.scroller.removeEventListener('scroll', this.absorb)
    this.track.removeEventListener('focusin', this.onFocusIn)
    window.removeEventListener('pointerdown', this.onPointerDown, true)
    window.removeEventListener('hashchange', this.onHashChange)
  }

  /** Native offset → virtual value; the visible content does not move. */
  private readonly absorb = (): void => {
    const { scroll, scroller } = this
    const dx = scroller.scrollLeft
    if (scroller.scrollTop !== 0) scroller.scrollTop = 0
    if (dx === 0) return
    scroller.scrollLeft = 0
    const target = scroll.target + dx
    scroll.jumpTo(scroll.current + dx)
    scroll.scrollTo(target)
    // The browser scrolled for a focus we are already revealing: aim for our position.
    if (this.revealing && this.revealing === document.activeElement) this.reveal(this.revealing)
  }

  private readonly onFocusIn = (e: FocusEvent): void => {
    this.absorb()
    // A click focuses what is under the pointer: it is in view already, don't move it.
    const now = performance.now()
    if (now - this.lastPointerDown < 500) return
    if (now < this.headingHeldUntil && e.target instanceof HTMLHeadingElement) return
    this.revealFocus(e.target)
  }

  private readonly onPointerDown = (): void => {
    this.lastPointerDown = performance.now()
  }

  private readonly onHashChange = (): void => {
    this.goToHash(false)
  }

  private revealFocus(el: EventTarget | null): void {
    if (!(el instanceof Element) || el === this.track) return
    this.revealing = el
    this.reveal(el)
  }

  private reveal(el: Element): void {
    const scroll = this.scroll
    const { start, width } = this.startOf(el)
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

  private startOf(el: Element): { start: number; width: number } {
    const r = el.getBoundingClientRect()
    return { start: r.left - this.track.getBoundingClientRect().left, width: r.width }
  }
}
