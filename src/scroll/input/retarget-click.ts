/**
 * The browser sends the click of a press on an element that steps aside at once (the wheel
 * shield) to the ancestor both targets share, the body. This sends it to the element that was
 * under the press instead, when the release is over that same element (else it is a drag).
 */
export interface PressRetarget {
  /** A press at (x, y) landed on the element stepping aside, which no longer covers it. */
  press(x: number, y: number): void
  remove(): void
}

export function pressRetarget(doc: Document): PressRetarget {
  let under: Element | null = null
  // Any other press forgets the last one: only the click of that same press is sent on.
  const forget = () => {
    under = null
  }
  const onClick = (e: MouseEvent) => {
    const target = under
    under = null
    if (!target || !(e.target instanceof Node) || e.target === target) return
    if (!e.target.contains(target) || doc.elementFromPoint(e.clientX, e.clientY) !== target) return
    e.stopImmediatePropagation()
    e.preventDefault()
    target.dispatchEvent(new MouseEvent('click', sameClick(e)))
  }
  doc.addEventListener('pointerdown', forget, true)
  doc.addEventListener('click', onClick, true)
  return {
    press(x, y) {
      under = doc.elementFromPoint(x, y)
    },
    remove() {
      doc.removeEventListener('pointerdown', forget, true)
      doc.removeEventListener('click', onClick, true)
    },
  }
}

/** The click's own position, button and modifier keys (a Ctrl+click stays one). */
function sameClick(e: MouseEvent): MouseEventInit {
  return {
    bubbles: true,
    cancelable: true,
    composed: true,
    view: e.view,
    detail: e.detail,
    screenX: e.screenX,
    screenY: e.screenY,
    clientX: e.clientX,
    clientY: e.clientY,
    button: e.button,
    buttons: e.buttons,
    ctrlKey: e.ctrlKey,
    shiftKey: e.shiftKey,
    altKey: e.altKey,
    metaKey: e.metaKey,
  }
}
