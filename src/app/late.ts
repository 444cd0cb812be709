/**
 * Behaviour the first paint and hydration do without, loaded when first used and warmed
 * once the page has loaded (main.tsx), so using it then costs no wait: the menu dialog's
 * focus trap and scroll lock, the custom cursor (mouse devices only) and the showreel's
 * player logic (home's 'View Reel'; full screen allows a short wait after the click).
 */
export const loadMenuDialog = () => import('../chrome/menu-dialog.ts')
export const loadCursor = () => import('../chrome/cursor/bind-cursor.ts')

export const loadReelActions = () => import('../chrome/showreel/reel-actions.ts')

export const LATE_MODULES = [loadMenuDialog, loadCursor, loadReelActions] as const
