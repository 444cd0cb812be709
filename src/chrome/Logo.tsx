import { Link, useSearch } from 'wouter'
import { STUDIO_NAME } from '../content/studio.ts'
import { homeHref } from './links.ts'

/** The wordmark, linking home with the current query string kept. */
export function Logo() {
  const search = useSearch()
  return (
    <Link href={homeHref(search)} className="logo" aria-label={`${STUDIO_NAME}, home`}>
      <svg className="logo__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="currentColor" />
        <circle className="logo__dot" cx="16" cy="16" r="8" />
      </svg>
      <span className="logo__word" aria-hidden="true">
        {STUDIO_NAME.toLowerCase()}
        <sup className="logo__reg">®</sup>
      </span>
    </Link>
  )
}
