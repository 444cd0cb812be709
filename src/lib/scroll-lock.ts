/**
 * Page scroll lock for modal layers (menu, reel overlay, Rotate Device): `html.is-scroll-locked`
 * stops scrolling, and `main` and what follows the app root (or all outside a holder's `keep`)
 * turn inert. Holders share one registry: one closing never wakes what another still covers.
 */
const holders = new Map<string, Element | undefined>()
const MARK = 'data-lock-inert'

/** The page behind the header's layers: main and the body's extras beside the app root. */
function pageBehind(): Element[] {
  const extras = Array.from(document.body.children).filter(
    (el) => el.id !== 'root' && !(el instanceof HTMLScriptElement),
  )
  const main = document.getElementById('main')
  return main ? [main, ...extras] : extras
}

/** Everything outside `keep`: the siblings of `keep` and of each of its ancestors. */
function outside(keep: Element): Element[] {
  const out: Element[] = []
  for (let el = keep; el.parentElement && el !== document.body; el = el.parentElement) {
    for (const sibling of Array.from(el.parentElement.children)) {
      if (sibling !== el && !(sibling instanceof HTMLScriptElement)) out.push(sibling)
    }
  }
  return out
}

function apply(): void {
  document.documentElement.classList.toggle('is-scroll-locked', holders.size > 0)
  const wanted = new Set<Element>()
  for (const keep of holders.values()) {
    for (const el of keep ? outside(keep) : pageBehind()) wanted.add(el)
  }
  // Only what this module made inert is released; an element inert of its own stays so.
  for (const el of Array.from(document.querySelectorAll(`[${MARK}]`))) {
    if (wanted.has(el)) continue
    el.removeAttribute('inert')
    el.removeAttribute(MARK)
  }
  for (const el of wanted) {
    if (el.hasAttribute('inert')) continue
    el.setAttribute('inert', '')
    el.setAttribute(MARK, '')
  }
}

/** Locks page scroll for `holder`; with `keep`, everything outside it becomes inert. */
export function lockScroll(holder: string, keep?: Element): void {
  holders.set(holder, keep)
  apply()
}

export function unlockScroll(holder: string): void {
  holders.delete(holder)
  apply()
}
