import createDOMPurify from 'dompurify'
import { createSanitizer } from './sanitize-html.ts'

let sanitize: ((html: string) => string) | undefined

/**
 * One sanitiser for the page, made on first use in the browser (DOMPurify needs a DOM).
 * This module is imported dynamically, so DOMPurify loads only where content HTML shows.
 */
export function sanitizeForPage(html: string): string {
  sanitize ??= createSanitizer(createDOMPurify(window))
  return sanitize(html)
}
