import { CogIcon, InfoOutlineIcon } from '@sanity/icons'
import type { StructureResolver } from 'sanity/structure'
import { SINGLETONS } from './schemaTypes/index.ts'

const ORDERED = [
  { type: 'workProject', title: 'Work projects' },
  { type: 'digestArticle', title: 'Digest articles' },
]

/**
 * Work and digest lists sorted by `order`, the order the site shows them in; the about
 * page and the site settings open their one document directly.
 */
export const structure: StructureResolver = (S) =>
  S.list()
    .title('Content')
    .items([
      ...ORDERED.map(({ type, title }) =>
        S.listItem()
          .title(title)
          .schemaType(type)
          .child(
            S.documentTypeList(type)
              .title(title)
              .defaultOrdering([{ field: 'order', direction: 'asc' }]),
          ),
      ),
      S.listItem()
        .title('About page')
        .id(SINGLETONS.aboutPage)
        .icon(InfoOutlineIcon)
        .child(S.document().schemaType('aboutPage').documentId(SINGLETONS.aboutPage)),
      S.divider(),
      ...S.documentTypeListItems().filter((item) => {
        const id = item.getId() ?? ''
        return !ORDERED.some((o) => o.type === id) && !(id in SINGLETONS)
      }),
      S.divider(),
      S.listItem()
        .title('Site settings')
        .id(SINGLETONS.siteSettings)
        .icon(CogIcon)
        .child(S.document().schemaType('siteSettings').documentId(SINGLETONS.siteSettings)),
    ])
