/**
 * Page scroll lock for modal layers (the menu, the reel overlay). While any holder
 * is active, `html.is-scroll-locked` stops the document and the track scroller from
 * scrolling (global.css; the virtual scroll reads the class too), and the page
 * behind is inert: `main`, plus anything a page placed after the app root (careers
 * continues below the track), so neither pointer, keyboard nor assistive technology
 * reaches it.
 */
const holders = new Set<string>()
const MARK = 'data-lock-inert'

function apply(): void {
  const locked = holders.size > 0
  document.documentElement.classList.toggle('is-scroll-locked', locked)
  if (locked) {
    const behind = [
      document.getElementById('main'),
      ...Array.from(document.body.children).filter(
        (el) => el.id !== 'root' && !(el instanceof HTMLScriptElement),
      ),
    ]
    for (const el of behind) {
      if (el && !el.hasAttribute('inert')) el.setAttribute(MARK, '')
      el?.setAttribute('inert', '')
    }
  } else {
    for (const el of Array.from(document.querySelectorAll(`[${MARK}]`))) {
      el.removeAttribute('inert')
      el.removeAttribute(MARK)
    }
  }
}

export function lockScroll(holder: string): void {
  holders.add(holder)
  apply()
}

export function unlockScroll(holder: string): void {
  holders.delete(holder)
  apply()
}
