/** How many frames a heading that cannot take focus yet is tried again (about 2 s at 60 Hz). */
const MAX_FRAMES = 120

const shown = (el: HTMLElement) => el.checkVisibility?.() ?? true

/**
 * The new page's heading, and whether it is the page itself rather than a loading panel
 * (`aria-busy`) standing in while its chunk or content arrives. A page hidden behind such a
 * panel (the old one, kept by Suspense) does not count.
 */
function pageHeading(main: ParentNode): { heading: HTMLElement | null; ready: boolean } {
  const heading = [...main.querySelectorAll<HTMLElement>('h1')].find(shown) ?? null
  return { heading, ready: heading !== null && !heading.closest('[aria-busy="true"]') }
}

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
 * chunk, its content) the heading is followed: tried again each frame for a while, and at each
 * change of the page after that. Once the visitor puts focus elsewhere it is theirs: focus is
 * never pulled back. Returns the cancel (the next navigation, or the app unmounting).
 */
export function followHeading(main: HTMLElement, region: HTMLElement): () => void {
  let frame = 0
  let frames = 0
  let ours: HTMLElement | null = null
  let announced = false
  const observer = new MutationObserver(() => step())
  const stop = () => {
    cancelAnimationFrame(frame)
    frame = 0
    observer.disconnect()
  }
  function step() {
    frame = 0
    const { heading, ready } = pageHeading(main)
    // At the navigation, focus is where the old page left it (a link in the header): moved.
    const free = frames === 0 || focusIsFree(main, ours)
    if (heading && free && document.activeElement !== heading) {
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1
      heading.focus({ preventScroll: true })
    }
    if (heading && document.activeElement === heading) ours = heading
    if (heading && ready && !announced) {
      region.textContent = heading.textContent?.trim() ?? ''
      announced = true
    }
    if (announced && (!free || (ready && document.activeElement === heading))) return stop()
    if (frames++ < MAX_FRAMES) frame = requestAnimationFrame(step)
  }
  step()
  if (frame !== 0) observer.observe(main, { childList: true, subtree: true })
  return stop
}
