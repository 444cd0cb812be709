import createDOMPurify from 'dompurify'
import { useLayoutEffect, useRef } from 'react'
import { createSanitizer } from './sanitize-html.ts'

let sanitize: ((html: string) => string) | undefined

/** One sanitiser for the page, made on first use in the browser (DOMPurify needs a DOM). */
function pageSanitizer(): (html: string) => string {
  sanitize ??= createSanitizer(createDOMPurify(window))
  return sanitize
}

interface Props {
  html: string | null | undefined
  className?: string
}

/**
 * Content HTML, sanitised (see sanitize-html.ts). Render writes an empty container, so
 * prerendering never touches window; the browser fills it before paint.
 */
export function SafeHtml({ html, className }: Props) {
  const ref = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const el = ref.current
    if (!el) return
    try {
      el.innerHTML = typeof html === 'string' ? pageSanitizer()(html) : ''
    } catch (err) {
      console.error('Content HTML could not be sanitised:', err)
      el.textContent = ''
    }
  }, [html])
  if (typeof html !== 'string' || html.trim() === '') return null
  return <div ref={ref} className={className} />
}
