import { normalizePath, routeMeta } from './routes.ts'

/**
 * Which picture carries a navigation, on one side of it: the page's first picture (a project's
 * hero, an article's header picture), or the picture of the link that leads to `to`.
 */
export type PictureRole = { kind: 'hero' } | { kind: 'link'; to: string } | null

const isDetail = (path: string) => {
  const kind = routeMeta(path).kind
  return kind === 'work-project' || kind === 'digest-article'
}

/**
 * The pair of pictures a navigation names, old page then new. Into a project or an article:
 * the card that was clicked, then the page's hero. Out of one (Back, "Return to work"): the
 * hero, then the card that leads back to it on the list. Elsewhere: none, only the page
 * cross-fades. Pure.
 */
export function transitionPictures(
  from: string,
  to: string,
): { old: PictureRole; next: PictureRole } {
  const fromPath = normalizePath(from)
  const toPath = normalizePath(to)
  if (fromPath === toPath) return { old: null, next: null }
  if (isDetail(toPath)) return { old: { kind: 'link', to: toPath }, next: { kind: 'hero' } }
  if (isDetail(fromPath)) return { old: { kind: 'hero' }, next: { kind: 'link', to: fromPath } }
  return { old: null, next: null }
}
