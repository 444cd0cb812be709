import { useLocation, useSearch } from 'wouter'
import { CareersView } from './CareersView.tsx'

/**
 * Careers re-renders when the full route path changes. Keying the view on
 * path and query mounts it afresh, job board included (a `?gh_jid=` link, say).
 */
export function CareersPage() {
  const [location] = useLocation()
  const search = useSearch()
  return <CareersView key={search ? `${location}?${search}` : location} />
}
