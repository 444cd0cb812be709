import { useEffect, useRef } from 'react'
import { currentSnapshot } from '../content/snapshot.ts'
import { useContent } from '../content/useContent.ts'

/**
 * Keeps title, description, canonical and share tags in step with client-side navigation. A
 * prerendered page keeps its build's head until the first navigation; a page rendered afresh
 * sets its own. The head code loads on first use, off the critical path.
 */
export function DocumentHead({ path }: { path: string }): null {
  const { entries } = useContent()
  const built = useRef<string | null>(currentSnapshot()?.path ?? null)
  useEffect(() => {
    if (built.current === path) return
    built.current = null
    let live = true
    import('./apply-head.ts')
      .then(({ applyPageHead }) => {
        if (live) applyPageHead(document, path, entries)
      })
      .catch((err: unknown) => console.error('Could not update the page head:', err))
    return () => {
      live = false
    }
  }, [path, entries])
  return null
}
