import type { StyleName } from '../art/styles.ts'
import type { ServiceKey, TagKey } from './taxonomy.ts'

export interface DigestCopy {
  slug: string
  title: string
  tag: TagKey
  services: ServiceKey[]
  palette: string
  styles: [StyleName, StyleName]
  word: string
  /** Mini-markup for the rich-text headline shown in the digest list. */
  headline: string
  externalLink: string
  /** HTML, as the CMS stores it: the site sanitises and renders it. */
  headerBody: string
  body: [string[], string[], string[]]
}
