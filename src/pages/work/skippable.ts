/**
 * A work-list group (WorkChunk) laid out once becomes `content-visibility: auto`: away from the
 * view the browser skips it at its last size (docs/performance.md, 'Input and hit testing').
 * A resize or web fonts unmark it until it is laid out afresh. Client only, from an effect.
 */

import { forgetGroup, groupLaidOut } from '../../scroll/layout/group-rects.ts'

export const SKIPPABLE_ATTR = 'data-skippable'

let observer: ResizeObserver | null = null
const groups = new Set<Element>()

function mark(entries: ResizeObserverEntry[]): void {
  for (const entry of entries) {
    const group = entry.target
    if (entry.contentRect.width <= 0) continue
    observer?.unobserve(group)
    groupLaidOut(group)
    // The browser records the size to remember in this same step, perhaps after this
    // callback, and a group marked now would be skipped in this frame's next layout, at
    // the size remembered before (none: 1 px). Marked in the next frame instead.
    requestAnimationFrame(() => {
      if (groups.has(group)) group.setAttribute(SKIPPABLE_ATTR, '')
    })
  }
}

/** Lays every group out again at its content's size, then lets it be skipped again. */
function relayout(): void {
  for (const group of groups) {
    forgetGroup(group)
    group.removeAttribute(SKIPPABLE_ATTR)
    observer?.unobserve(group)
    observer?.observe(group)
  }
}

function install(): ResizeObserver {
  if (observer) return observer
  observer = new ResizeObserver(mark)
  window.addEventListener('resize', relayout)
  document.fonts?.addEventListener('loadingdone', relayout)
  return observer
}

function uninstall(): void {
  observer?.disconnect()
  observer = null
  window.removeEventListener('resize', relayout)
  document.fonts?.removeEventListener('loadingdone', relayout)
}

/**
 * Lets the browser skip `group` away from the view once it has been laid out whole.
 * Returns the function that stops it (the group unmounts, or its content is to change).
 */
export function skipWhenLaidOut(group: Element): () => void {
  // No ResizeObserver (a very old browser, jsdom): the size to remember is never known,
  // so the group is never skipped.
  if (typeof ResizeObserver === 'undefined') return () => {}
  groups.add(group)
  install().observe(group)
  return () => {
    groups.delete(group)
    forgetGroup(group)
    observer?.unobserve(group)
    group.removeAttribute(SKIPPABLE_ATTR)
    if (groups.size === 0) uninstall()
  }
}
