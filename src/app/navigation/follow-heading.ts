const shown = (el: HTMLElement) => el.checkVisibility?.() ?? true

/**
 * Whether focus rests nowhere the visitor chose: on the page itself, on `main` (where the menu
 * hands it back), on a heading this navigation focused, or on an element that left the page.
 */
function focusIsFree(main: HTMLElement, ours: HTMLElement | null): boolean {
  const active = document.activeElement
  return (
    !active || active === document.body || active === main || active === ours || !active.isConnected
  )
}

/**
 * After a navigation: moves focus to the new page's `<h1>` (made focusable by script only) and
 * announces its text in `region`, a polite live region. While the page is still arriving (its
 * chunk, its content) it stands behind a loading panel (`aria-busy`) or is kept hidden by
 * Suspense: the heading is followed at each change of `main` until the page itself is shown and
 * announced. Once the visitor puts focus elsewhere it is theirs: focus is never pulled back.
 * Returns the cancel (the next navigation, or the app unmounting).
 */
export function followHeading(main: HTMLElement, region: HTMLElement): () => void {
  let ours: HTMLElement | null = null
  let first = true
  const observer = new MutationObserver(() => step())
  const step = () => {
    const heading = [...main.querySelectorAll<HTMLElement>('h1')].find(shown)
    // At the navigation, focus is where the old page left it (a link in the header): moved.
    const free = first || focusIsFree(main, ours)
    first = false
    if (heading && free && document.activeElement !== heading) {
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1
      heading.focus({ preventScroll: true })
    }
    if (heading && document.activeElement === heading) ours = heading
    if (!heading || heading.closest('[aria-busy="true"]')) return
    region.textContent = heading.textContent?.trim() ?? ''
    if (!free || document.activeElement === heading) observer.disconnect()
  }
  region.textContent = ''
  // Suspense shows a page by dropping the style that hid it: attributes count as changes.
  observer.observe(main, { childList: true, subtree: true, attributeFilter: ['style', 'hidden'] })
  step()
  return () => observer.disconnect()
}
