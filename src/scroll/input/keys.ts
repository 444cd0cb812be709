/** Keyboard input for the virtual track (arrow keys move 0.05 progress). */

const ARROW_PROGRESS = 0.05
/** Page Up/Down and Space move most of a screen, keeping a strip of context. */
const PAGE_SHARE = 0.85

export type KeyMove = { by: number } | { to: number }

export interface KeyLike {
  key: string
  shiftKey: boolean
  altKey: boolean
  ctrlKey: boolean
  metaKey: boolean
}

/** The move a key asks for, or null when the key is not a scroll key (or has modifiers). */
export function keyToMove(event: KeyLike, limit: number, viewportWidth: number): KeyMove | null {
  if (event.altKey || event.ctrlKey || event.metaKey) return null
  const arrow = ARROW_PROGRESS * limit
  const page = PAGE_SHARE * viewportWidth
  switch (event.key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return { by: arrow }
    case 'ArrowLeft':
    case 'ArrowUp':
      return { by: -arrow }
    case 'PageDown':
      return { by: page }
    case 'PageUp':
      return { by: -page }
    case ' ':
    case 'Spacebar':
      return { by: event.shiftKey ? -page : page }
    case 'Home':
      return { to: 0 }
    case 'End':
      return { to: limit }
    default:
      return null
  }
}

/** Elements whose own keyboard handling must win: typing, selecting, activating. */
const OWNS_KEYS = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])'
/** Space activates these; arrows still scroll the track. */
const OWNS_SPACE =
  'button, summary, [role="button"], [role="checkbox"], [role="switch"], video, audio'

export function keyBelongsToTarget(key: string, target: EventTarget | null): boolean {
  if (typeof Element === 'undefined' || !(target instanceof Element)) return false
  if (target.closest(OWNS_KEYS)) return true
  if ((key === ' ' || key === 'Spacebar') && target.closest(OWNS_SPACE)) return true
  return (
    target.closest('[role="slider"], [role="listbox"], [role="menu"], [role="tablist"]') !== null
  )
}
