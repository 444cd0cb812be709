import { useEffect, useState } from 'react'
import { currentSnapshot } from '../content/snapshot.ts'

interface Props {
  html: string | null | undefined
  className?: string
  /** Its field's edit target, in the Studio's preview (content/edit-target.ts). */
  target?: string | undefined
}

/** HTML sanitised at build time for the page's own snapshot, so hydration matches it. */
const prerendered = (raw: string): string | undefined => {
  const table = currentSnapshot()?.html
  return table && Object.hasOwn(table, raw) ? table[raw] : undefined
}

/**
 * Content HTML, sanitised (sanitize-html.ts): a prerendered page carries its build's clean HTML;
 * HTML that arrived later is cleaned in the browser, DOMPurify loading on demand. Nothing
 * unsanitised is ever written: until the sanitiser answers, the container stays empty.
 */
export function SafeHtml({ html, className, target }: Props) {
  const raw = typeof html === 'string' ? html : ''
  const built = prerendered(raw)
  const [late, setLate] = useState<{ raw: string; clean: string } | null>(null)

  useEffect(() => {
    if (raw.trim() === '' || prerendered(raw) !== undefined) return
    let live = true
    import('./page-sanitizer.ts')
      .then(({ sanitizeForPage }) => {
        if (live) setLate({ raw, clean: sanitizeForPage(raw) })
      })
      .catch((err: unknown) => {
        console.error('Content HTML could not be sanitised:', err)
      })
    return () => {
      live = false
    }
  }, [raw])

  if (raw.trim() === '') return null
  const clean = built ?? (late?.raw === raw ? late.clean : '')
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify, at build time or just above
    <div className={className} data-sanity={target} dangerouslySetInnerHTML={{ __html: clean }} />
  )
}
