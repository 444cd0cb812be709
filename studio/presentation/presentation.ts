import { map } from 'rxjs'
import {
  type DocumentLocationResolver,
  defineDocuments,
  presentationTool,
} from 'sanity/presentation'
import {
  FIXED_LOCATIONS,
  LISTED,
  type Listed,
  type ListedType,
  listedLocations,
} from './locations.ts'

const LIST_QUERY = '*[_type == $type]{_id, title, "slug": slug.current, order}'

const isListed = (type: string): type is ListedType => Object.hasOwn(LISTED, type)

/** Listed documents follow their list as it changes (a new `order` moves one off home). */
const locations: DocumentLocationResolver = ({ id, type }, { documentStore }) =>
  isListed(type)
    ? documentStore
        .listenQuery(LIST_QUERY, { type }, { perspective: 'drafts' })
        .pipe(map((docs: Listed[]) => listedLocations(type, id, docs)))
    : (FIXED_LOCATIONS[type] ?? null)

/** The document a route shows, opened beside the preview as the frame navigates. */
const mainDocuments = defineDocuments([
  { route: '/work/:slug', filter: '_type == "workProject" && slug.current == $slug' },
  { route: '/digest/:slug', filter: '_type == "digestArticle" && slug.current == $slug' },
  { route: '/about', filter: '_type == "aboutPage"' },
])

/**
 * The Presentation tool: the site from `previewUrl` (`npm start`, `npm run dev`, or the
 * deployed site) in a frame, its pages live with the drafts, a click on a text or a picture
 * opening its field. The site loads its preview code only inside this frame.
 */
export function presentation(previewUrl: string) {
  return presentationTool({
    previewUrl: { initial: previewUrl },
    resolve: { locations, mainDocuments },
  })
}
