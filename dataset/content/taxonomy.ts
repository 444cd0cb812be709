/** Tags label work, digest and shop entries; services are what a digest article says we did. */
const TAGS = {
  branding: 'Branding',
  motion: 'Motion',
  web: 'Web',
  campaign: 'Campaign',
  strategy: 'Strategy',
  content: 'Content',
  photography: 'Photography',
  experiential: 'Experiential',
  packaging: 'Packaging',
  editorial: 'Editorial',
  news: 'News',
  culture: 'Culture',
  process: 'Process',
  recognition: 'Recognition',
  events: 'Events',
  apparel: 'Apparel',
  print: 'Print',
  objects: 'Objects',
  limited: 'Limited Run',
} as const

const SERVICES = {
  branding: 'Branding',
  motion: 'Motion',
  web: 'Web',
  campaign: 'Campaign',
  strategy: 'Strategy',
  content: 'Content',
  photography: 'Photography',
  experiential: 'Experiential',
} as const

export type TagKey = keyof typeof TAGS
export type ServiceKey = keyof typeof SERVICES

// Readable ids (no dots: a dot means a path like drafts.x in Sanity) keep tests and fixtures legible.
export const tagId = (key: TagKey) => `tag-${key}`
export const serviceId = (key: ServiceKey) => `service-${key}`

export interface Ref {
  _type: 'reference'
  _ref: string
  _key?: string
}

export const ref = (id: string, key?: string): Ref =>
  key ? { _type: 'reference', _ref: id, _key: key } : { _type: 'reference', _ref: id }

export function taxonomyDocs(): { _id: string; _type: 'tag' | 'service'; title: string }[] {
  return [
    ...Object.entries(TAGS).map(([key, title]) => ({
      _id: tagId(key as TagKey),
      _type: 'tag' as const,
      title,
    })),
    ...Object.entries(SERVICES).map(([key, title]) => ({
      _id: serviceId(key as ServiceKey),
      _type: 'service' as const,
      title,
    })),
  ]
}
