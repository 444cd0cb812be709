import { textField } from '../../content/text-field.ts'
import type { AboutPage, SanityImage, WorkProject } from '../../content/types.ts'

/** The 'People & Places' captions, in order. */
export const GALLERY_CAPTIONS = ['NYC', 'On Location', 'Durham', 'Los Angeles'] as const

export interface GalleryItem {
  caption: (typeof GALLERY_CAPTIONS)[number]
  image: SanityImage | undefined
  /** Used when the image carries no alt text of its own. */
  fallbackAlt: string
}

interface Candidate {
  image: SanityImage
  name: string
  alt: string
}

// Which studio photo belongs to a city caption; 'On Location' takes a project image.
const CITY_MATCH: Partial<Record<GalleryItem['caption'], RegExp>> = {
  NYC: /new york|\bnyc\b/i,
  Durham: /durham/i,
  'Los Angeles': /los angeles|\bla\b/i,
}

const hasAsset = (image: SanityImage | null | undefined): image is SanityImage =>
  !!image?.asset && typeof image.asset === 'object'

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null

/** A list from content that may be missing, null or not a list at all, minus its non-objects. */
function objectsIn<T>(list: unknown): T[] {
  return Array.isArray(list) ? (list.filter(isObject) as T[]) : []
}

type Studio = NonNullable<NonNullable<AboutPage['studiosSection']>['studios']>[number]

/**
 * Four gallery photos from the content: a city caption takes that studio's photo, 'On Location'
 * a project's feature image, any other the next unused photo. Captions stay without an image;
 * malformed content (a null studio, `studios` not a list) is skipped, not fatal.
 */
export function galleryItems(
  about: AboutPage | undefined,
  projects: readonly WorkProject[],
): GalleryItem[] {
  const studios: Candidate[] = objectsIn<Studio>(about?.studiosSection?.studios).flatMap((s) => {
    const name = textField(s.name) ?? ''
    return hasAsset(s.image)
      ? [{ image: s.image, name, alt: name ? `The ${name} studio` : 'The studio' }]
      : []
  })
  const work: Candidate[] = objectsIn<WorkProject>(projects).flatMap((p) => {
    const title = textField(p.title) ?? ''
    return hasAsset(p.featureImage)
      ? [{ image: p.featureImage, name: '', alt: title ? `On set: ${title}` : 'On set' }]
      : []
  })
  const used = new Set<Candidate>()
  const take = (list: Candidate[], test: (c: Candidate) => boolean) => {
    const found = list.find((c) => !used.has(c) && test(c))
    if (found) used.add(found)
    return found
  }
  const picked = GALLERY_CAPTIONS.map((caption) => {
    const city = CITY_MATCH[caption]
    return city ? take(studios, (c) => city.test(c.name)) : take(work, () => true)
  })
  return GALLERY_CAPTIONS.map((caption, i) => {
    const chosen = picked[i] ?? take(studios, () => true) ?? take(work, () => true)
    return {
      caption,
      image: chosen?.image,
      fallbackAlt: chosen?.alt ?? `${caption}: the studio's people and places`,
    }
  })
}
