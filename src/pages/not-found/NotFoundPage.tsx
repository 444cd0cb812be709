import { MissingEntry } from './MissingEntry.tsx'

/** Any path the site does not know. */
export function NotFoundPage() {
  return (
    <MissingEntry
      title="Page not found"
      text="This page does not exist, or it has moved."
      href="/"
      linkText="Back to home"
    />
  )
}
