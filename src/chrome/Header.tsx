import { useCallback, useRef, useState } from 'react'
import { useLocation } from 'wouter'
import { Logo } from './Logo.tsx'
import { MAIN_NAV } from './links.ts'
import { Menu } from './menu/Menu.tsx'
import { MenuToggle } from './menu/MenuToggle.tsx'
import type { MenuCloseReason, ReturnFocus } from './menu/menu-dialog.ts'
import { NavLinks } from './NavLinks.tsx'
import { PageBar } from './page-bar/PageBar.tsx'
import './header.css'

const MENU_ID = 'site-menu'

/**
 * Logo, the inline navigation (1024 px and up), the menu toggle and its dialog, and
 * the page bar. The menu is open for the location it was opened on, so any route
 * change closes it without an effect.
 */
export function Header() {
  const [location] = useLocation()
  const [openAt, setOpenAt] = useState<string | null>(null)
  if (openAt !== null && openAt !== location) setOpenAt(null)
  const open = openAt === location
  const toggleRef = useRef<HTMLButtonElement>(null)
  const returnFocus = useRef<ReturnFocus>(null)

  const onClose = useCallback((reason: MenuCloseReason) => {
    returnFocus.current = reason === 'link' ? 'main' : 'toggle'
    setOpenAt(null)
  }, [])
  const onToggle = () => {
    if (open) onClose('toggle')
    else setOpenAt(location)
  }

  return (
    <header className="site-header" data-menu-open={open || undefined}>
      <div className="site-header__bar">
        <Logo />
        <nav className="site-header__nav" aria-label="Main">
          <NavLinks items={MAIN_NAV} className="main-nav" />
        </nav>
        <MenuToggle ref={toggleRef} open={open} controls={MENU_ID} onToggle={onToggle} />
      </div>
      <Menu
        id={MENU_ID}
        open={open}
        onClose={onClose}
        toggleRef={toggleRef}
        returnFocus={returnFocus}
      />
      <PageBar />
    </header>
  )
}
