import { type RefObject, useEffect, useRef } from 'react'
import { CITIES } from '../../content/studio.ts'
import { bindLate } from '../../lib/late.ts'
import { MAIN_NAV } from '../links.ts'
import { NavLinks } from '../NavLinks.tsx'
import { SubNav } from '../SubNav.tsx'
import type { MenuCloseReason, ReturnFocus } from './menu-dialog.ts'
import './menu.css'

/**
 * The open menu's behaviour, off the first load: loaded on first open, and warmed once
 * the page has loaded (main.tsx) so that first open does not wait for the network.
 */
export const loadMenuDialog = () => import('./menu-dialog.ts')

interface MenuProps {
  id: string
  open: boolean
  onClose: (reason: MenuCloseReason) => void
  toggleRef: RefObject<HTMLButtonElement | null>
  returnFocus: RefObject<ReturnFocus>
}

/**
 * The menu dialog: navigation, sub-navigation and its own close button, since aria-modal hides
 * the header toggle from screen readers that honour it (VoiceOver on iOS). What it does while
 * open is in menu-dialog.ts.
 */
export function Menu({ id, open, onClose, toggleRef, returnFocus }: MenuProps) {
  const ref = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const dialog = ref.current
    if (!open || !dialog) return
    return bindLate(
      loadMenuDialog,
      ({ bindMenuDialog }) => bindMenuDialog(dialog, { onClose, toggleRef, returnFocus }),
      'Menu behaviour',
    )
  }, [open, onClose, toggleRef, returnFocus])

  const onNavigate = () => onClose('link')
  return (
    <div
      id={id}
      ref={ref}
      className="menu"
      role="dialog"
      aria-modal="true"
      aria-label="Menu"
      hidden={!open}
    >
      <div className="menu__inner">
        <nav className="menu__primary" aria-label="Site">
          <NavLinks items={MAIN_NAV} className="menu__nav" numbered onNavigate={onNavigate} />
        </nav>
        <div className="menu__aside">
          <SubNav onNavigate={onNavigate} />
          <p className="menu__cities">{CITIES.join(' · ')}</p>
          <button type="button" className="menu__close" onClick={() => onClose('close')}>
            Close menu
            <span className="menu__close-icon" aria-hidden="true" />
          </button>
        </div>
      </div>
    </div>
  )
}
