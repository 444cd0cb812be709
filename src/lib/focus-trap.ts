const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'video[controls]',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

/** Tabbable elements inside `root`, in document order, skipping ones that are not rendered. */
export function focusableIn(root: ParentNode): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => el.tabIndex >= 0 && el.getClientRects().length > 0 && !el.closest('[inert]'),
  )
}

/**
 * Where Tab should go inside a trap of `count` elements, given the focused index
 * (-1 when focus is outside): the index to focus, or null to let the browser move
 * focus normally. Wraps at both ends. Pure.
 */
export function trapIndex(count: number, current: number, backwards: boolean): number | null {
  if (count === 0) return null
  if (current < 0) return backwards ? count - 1 : 0
  if (backwards && current === 0) return count - 1
  if (!backwards && current === count - 1) return 0
  return null
}

/** Keeps a Tab keypress inside `elements` (a keydown handler's helper). */
export function trapTab(event: KeyboardEvent, elements: readonly HTMLElement[]): void {
  if (event.key !== 'Tab') return
  if (elements.length === 0) {
    event.preventDefault()
    return
  }
  const active = document.activeElement
  const index = active instanceof HTMLElement ? elements.indexOf(active) : -1
  const next = trapIndex(elements.length, index, event.shiftKey)
  if (next === null) return
  event.preventDefault()
  elements[next]?.focus()
}
