import type { Doc } from '../store/perspective.ts'

/** Root-relative URLs (`/images/…`) become absolute on `origin`; absolute ones are left alone. */
export function absolutize(url: unknown, origin: string): unknown {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//')
    ? `${origin}${url}`
    : url
}

/** The feed as a hosted JSON file would serve it: thumbnails as absolute URLs on this host. */
export function rewriteFeed(feed: unknown, origin: string): unknown[] {
  if (!Array.isArray(feed)) return []
  return feed.map((item: unknown) =>
    item && typeof item === 'object'
      ? { ...item, thumbnail_url: absolutize((item as Doc).thumbnail_url, origin) }
      : item,
  )
}

export interface JobOpening {
  id: string
  title: string
  department: string
  location: string
  employmentType: string
  summary: string
  applyUrl: string
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** Published `jobOpening` documents, in dataset order, as the job board script renders them; untitled ones are skipped. */
export function jobsFromDocs(docs: Doc[]): JobOpening[] {
  return docs
    .filter((doc) => doc._type === 'jobOpening' && text(doc.title) !== '')
    .map((doc) => ({
      id: text(doc._id),
      title: text(doc.title),
      department: text(doc.department),
      location: text(doc.location),
      employmentType: text(doc.employmentType),
      summary: text(doc.summary),
      applyUrl: text(doc.applyUrl),
    }))
}
