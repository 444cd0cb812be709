// Behaviour the first paint and hydration do without (the menu dialog, the cursor's
// binding) loads when first used; each feature owns its loader, this only binds it.

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
