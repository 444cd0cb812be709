import type { Ref } from 'react'

interface MenuToggleProps {
  ref: Ref<HTMLButtonElement>
  open: boolean
  controls: string
  onToggle: () => void
}

/** The hamburger: "Menu" with two bars that cross into an X while the menu is open. */
export function MenuToggle({ ref, open, controls, onToggle }: MenuToggleProps) {
  return (
    <button
      ref={ref}
      type="button"
      className="menu-toggle"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      <span className="menu-toggle__label">{open ? 'Close' : 'Menu'}</span>
      <span className="menu-toggle__icon" aria-hidden="true">
        <span />
        <span />
      </span>
    </button>
  )
}
