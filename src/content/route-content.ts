import { entriesOfType, entryBySlug, nextBySlug } from './entries.ts'
import { PREVIEW } from './previews.ts'
import { routeMeta } from './routes.ts'
import type { Entry, WorkProject } from './types.ts'

/** A list entry without its blocks: list pages show the cover, not the body. */
function cover<T extends Entry>(entry: T): T {
  if (!('contentBlocks' in entry)) return entry
  const { contentBlocks: _, ...rest } = entry
  return rest as T
}

/**
 * The showreel's project reduced to its video blocks: the reel player and the home
 * preview are on every page, and find the reel among work projects (find-reel.ts).
 */
function reelSource(projects: readonly WorkProject[]): WorkProject | undefined {
  const carrier = projects.find(
    (p) => Array.isArray(p.contentBlocks) && p.contentBlocks.some((b) => b?._type === 'blockVideo'),
  )
  if (!carrier || !Array.isArray(carrier.contentBlocks)) return undefined
  return {
    ...carrier,
    contentBlocks: carrier.contentBlocks.filter((b) => b?._type === 'blockVideo'),
  }
}

const hasImage = (p: WorkProject) => !!p.featureImage?.asset

/**
 * The entries a route renders, and no more: what a prerendered page embeds for
 * hydration (the whole dataset is ~200 KB). Rendering a route with this subset gives
 * the same HTML as with every entry; a test holds each route to that.
 */
export function routeContent(path: string, entries: readonly Entry[]): Entry[] {
  const projects = entriesOfType(entries, 'workProject')
  const reel = reelSource(projects)
  // The reel's project keeps its video blocks wherever it also appears as a cover.
  const withReel = (list: WorkProject[]): Entry[] => {
    const covers: Entry[] = list.map((p) => (p._id === reel?._id ? reel : cover(p)))
    return reel && !list.some((p) => p._id === reel._id) ? [...covers, reel] : covers
  }
  // The chrome (footer, sub-navigation) shows the editors' site settings on every page.
  return [
    ...entriesOfType(entries, 'siteSettings'),
    ...pageContent(path, entries, projects, withReel),
  ]
}

function pageContent(
  path: string,
  entries: readonly Entry[],
  projects: WorkProject[],
  withReel: (list: WorkProject[]) => Entry[],
): Entry[] {
  const articles = entriesOfType(entries, 'digestArticle')
  const meta = routeMeta(path)
  const slug = decodeURIComponent(path.split('/')[2] ?? '')
  switch (meta.kind) {
    case 'home':
      return [
        ...withReel(projects.slice(0, PREVIEW.work)),
        ...articles.slice(0, PREVIEW.digest).map(cover),
        ...entriesOfType(entries, 'shopItem').slice(0, PREVIEW.shop),
      ]
    case 'about':
      return [...entriesOfType(entries, 'aboutPage'), ...withReel([])]
    case 'work':
      return withReel(projects)
    case 'work-project': {
      const project = entryBySlug(entries, 'workProject', slug)
      if (!project) return withReel([])
      const next = nextBySlug(projects, slug)
      const rest = withReel(next && next._id !== project._id ? [next] : [])
      return [project, ...rest.filter((e) => e._id !== project._id)]
    }
    case 'digest':
      return [...articles.map(cover), ...withReel([])]
    case 'digest-article': {
      const article = entryBySlug(entries, 'digestArticle', slug)
      return [...(article ? [article] : []), ...withReel([])]
    }
    case 'shop':
      return [...entriesOfType(entries, 'shopItem'), ...withReel([])]
    case 'careers':
      // The gallery takes studio photos from the about page and up to four project covers.
      return [
        ...entriesOfType(entries, 'aboutPage'),
        ...withReel(projects.filter(hasImage).slice(0, 4)),
      ]
    default:
      return withReel([])
  }
}
