/**
 * Behaviour the first paint and hydration do without, loaded when first used and warmed
 * once the page has loaded (main.tsx), so using it then costs no wait: the menu dialog's
 * focus trap and scroll lock, and the custom cursor's binding (requested at hydration; a
 * mouse move before it arrives is kept, so the cursor still starts where the mouse is).
 * (The showreel stays on the first load: 'View Reel' must go full screen in the click's
 * own task.)
 */
export const loadMenuDialog = () => import('../chrome/menu-dialog.ts')
export const loadCursorBinding = () => import('../chrome/cursor/bind-cursor.ts')

export const LATE_MODULES = [loadMenuDialog] as const

/**
 * Runs `bind` with a late module once it has loaded, from an effect; the returned
 * function undoes it, whether the module had arrived by then or not. A module that
 * fails to load is logged, and the page goes on without that behaviour.
 */
export function bindLate<M>(
  load: () => Promise<M>,
  bind: (mod: M) => () => void,
  label: string,
): () => void {
  let undo: (() => void) | undefined
  let cancelled = false
  load()
    .then((mod) => {
      if (!cancelled) undo = bind(mod)
    })
    .catch((err: unknown) => console.error(`${label} failed to load:`, err))
  return () => {
    cancelled = true
    undo?.()
  }
}
