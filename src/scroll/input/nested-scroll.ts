/**
 * Whether a wheel or key event belongs to something other than the track: a modal
 * layer, a page scroll lock, an element that opts out, or a nested element that can
 * still scroll vertically in that direction (a job board list, a long caption).
 */
export function eventBelongsElsewhere(target: EventTarget | null, dy: number): boolean {
  if (document.documentElement.classList.contains('is-scroll-locked')) return true
  if (!(target instanceof Element)) return false
  if (target.closest('[role="dialog"], dialog, [data-scroll-native]')) return true
  return dy !== 0 && nestedCanScrollY(target, dy)
}

function nestedCanScrollY(start: Element, dy: number): boolean {
  for (let el: Element | null = start; el && el !== document.body; el = el.parentElement) {
    if (el.scrollHeight > el.clientHeight + 1) {
      const overflowY = getComputedStyle(el).overflowY
      if (overflowY === 'auto' || overflowY === 'scroll') {
        const room = dy > 0 ? el.scrollHeight - el.clientHeight - el.scrollTop : el.scrollTop
        if (room > 1) return true
      }
    }
  }
  return false
}

/**
 * The page itself continues vertically (careers: the job board below the track). At the
 * track's end a forward scroll goes down the page, and back up before the track moves.
 */
export function pageTakesVertical(forward: boolean, atTrackEnd: boolean): boolean {
  if (!pageContinues()) return false
  if (!forward) return (document.scrollingElement?.scrollTop ?? 0) > 0
  return atTrackEnd
}

/** The document itself scrolls vertically: content continues below the track. */
export function pageContinues(): boolean {
  const page = document.scrollingElement
  return page !== null && page.scrollHeight > page.clientHeight + 1
}
