import type { StyleName } from '../art/styles.ts'
import type { ClientId } from './clients.ts'
import type { TagKey } from './taxonomy.ts'

/** The copy for one work project; `work.ts` turns it into blocks and images. */
export interface WorkCopy {
  slug: string
  title: string
  client: ClientId
  tags: TagKey[]
  /** Palette name for the feature image; block images walk on from it. */
  palette: string
  styles: StyleName[]
  /** A short word for typographic artwork. */
  word: string
  hero: string
  intro: string[]
  caption: string
  single: string[]
  double?: [string, string]
  stats?: { header: string; items: [value: string, label: string][] }
  video?: string
  closing?: string[]
}
