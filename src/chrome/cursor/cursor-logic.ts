/** The custom cursor sits this far right of and below the pointer. */
export const CURSOR_OFFSET = 12

/**
 * Elements the cursor grows over: links, buttons, form fields, labels,
 * the reCAPTCHA badge and the embedded job board.
 */
export const INTERACTIVE_SELECTOR = [
  'a[href]',
  'button',
  'input',
  'textarea',
  'select',
  'label',
  '.grecaptcha-badge',
  '#grnhse_app',
].join(', ')

/** The cursor's transform for a pointer at (x, y) in viewport px. */
export function cursorTransform(x: number, y: number): string {
  return `translate3d(${x + CURSOR_OFFSET}px, ${y + CURSOR_OFFSET}px, 0)`
}

interface Closest {
  closest(selector: string): unknown
}

/** Whether an event target is, or sits inside, an element the cursor grows over. */
export function isInteractiveTarget(target: unknown): boolean {
  if (typeof target !== 'object' || target === null) return false
  const el = target as Partial<Closest>
  return typeof el.closest === 'function' && el.closest(INTERACTIVE_SELECTOR) != null
}

/** A media query for devices whose main pointer is a finger. */
export const TOUCH_QUERY = '(hover: none), (pointer: coarse)'
