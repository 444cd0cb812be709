import type { RefObject } from 'react'
import { focusableIn, trapTab } from '../../lib/focus-trap.ts'
import { lockScroll, unlockScroll } from '../../lib/scroll-lock.ts'

export type MenuCloseReason = 'escape' | 'resize' | 'link' | 'toggle' | 'close'
/** Where focus goes once the menu has closed; null: to main if it was left on the body. */
export type ReturnFocus = 'toggle' | 'main' | null

interface MenuDialogOptions {
  onClose: (reason: MenuCloseReason) => void
  toggleRef: RefObject<HTMLButtonElement | null>
  returnFocus: RefObject<ReturnFocus>
}

/**
 * The open menu's behaviour (Menu.tsx loads it on first open): focus moves in and Tab
 * cycles through the toggle and the dialog, Esc closes it, the page behind is locked and
 * inert, a resize closes it. Returns what undoes it all and puts focus back.
 */
export function bindMenuDialog(
  dialog: HTMLElement,
  { onClose, toggleRef, returnFocus }: MenuDialogOptions,
): () => void {
  lockScroll('menu')
  focusableIn(dialog)[0]?.focus()
  const { innerWidth: width, innerHeight: height } = window
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault()
      onClose('escape')
    } else if (e.key === 'Tab') {
      const toggle = toggleRef.current
      trapTab(e, toggle ? [toggle, ...focusableIn(dialog)] : focusableIn(dialog))
    }
  }
  const onResize = () => {
    if (window.innerWidth !== width || window.innerHeight !== height) onClose('resize')
  }
  document.addEventListener('keydown', onKey)
  window.addEventListener('resize', onResize)
  return () => {
    document.removeEventListener('keydown', onKey)
    window.removeEventListener('resize', onResize)
    unlockScroll('menu')
    const active = document.activeElement
    const target = returnFocus.current ?? (!active || active === document.body ? 'main' : null)
    returnFocus.current = null
    if (target === 'toggle') toggleRef.current?.focus()
    else if (target === 'main') document.getElementById('main')?.focus({ preventScroll: true })
  }
}
