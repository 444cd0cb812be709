import { aboutPage } from './documents/about-page.ts'
import { clients } from './documents/clients.ts'
import { digestArticle } from './documents/digest-article.ts'
import { jobOpening } from './documents/job-opening.ts'
import { shopItem } from './documents/shop-item.ts'
import { siteSettings } from './documents/site-settings.ts'
import { service, tag } from './documents/taxonomy.ts'
import { workProject } from './documents/work-project.ts'

/** Every document type the site and its embeds read. Blocks are array members of these. */
export const schemaTypes = [
  workProject,
  digestArticle,
  shopItem,
  aboutPage,
  clients,
  jobOpening,
  tag,
  service,
  siteSettings,
]

/** Document types edited as one document with a fixed id. */
export const SINGLETONS = { aboutPage: 'aboutPage', siteSettings: 'siteSettings' } as const
