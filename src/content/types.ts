import type { PortableTextBlock } from '@portabletext/react'
import type { Editable } from './edit-target.ts'
import type { ENTRIES_QUERY_RESULT } from './sanity.types.ts'

/*
 * The content types come from the generated ENTRIES_QUERY_RESULT (Sanity TypeGen), so a renamed
 * field breaks the build, then loosened: a dataset may hold anything (any field missing or
 * malformed), so renderers are typed to check before they use.
 */

/** Keys a document or array member always has once it reaches a renderer. */
type Kept = '_id' | '_type' | '_key'

/**
 * The generated shape with every field optional and nullable, all the way down. Portable
 * Text stays `PT` (@portabletext/react takes its own type and checks the blocks itself),
 * and images and files the hand-written types below, which their helpers take. Every object
 * and list may carry its edit target in preview (edit-target.ts).
 */
type Loose<T> = T extends readonly (infer U)[]
  ? [U] extends [{ _type: 'block' }]
    ? PT
    : Loose<U>[] & Editable
  : T extends { _type: 'image' }
    ? SanityImage
    : T extends { _type: 'file' }
      ? SanityFile
      : T extends object
        ? { [K in keyof T as K extends Kept ? K : never]: T[K] } & {
            [K in keyof T as K extends Kept ? never : K]?: Loose<NonNullable<T[K]>> | null
          } & Editable<Exclude<keyof T, Kept> & string>
        : T

type QueryEntry = ENTRIES_QUERY_RESULT[number]
type Generated<T extends QueryEntry['_type']> = Extract<QueryEntry, { _type: T }>
type EntryOf<T extends QueryEntry['_type']> = Loose<Generated<T>> & { _createdAt?: string }
type Item<A> = NonNullable<A> extends readonly (infer U)[] ? U : never

export type WorkProject = EntryOf<'workProject'>
export type DigestArticle = EntryOf<'digestArticle'>
export type ShopItem = EntryOf<'shopItem'>
export type AboutPage = EntryOf<'aboutPage'>
type Client = EntryOf<'clients'>
type SiteSettings = EntryOf<'siteSettings'>

export type WorkBlock = Item<WorkProject['contentBlocks']>
export type DigestBlock = Item<DigestArticle['contentBlocks']>
export type Tag = Item<WorkProject['tags']>

export type Entry = WorkProject | DigestArticle | ShopItem | AboutPage | Client | SiteSettings
export type EntryType = Entry['_type']
export type EntryOfType<T extends EntryType> = Extract<Entry, { _type: T }>

/*
 * Hand-written, on purpose: the image and file helpers take any image or file object
 * the query projects (feature images, block images, logos, headshots, …), including
 * malformed ones, so they type the few fields they read rather than one generated shape.
 */

/** A dereferenced image asset, as the query projects it. */
export interface ImageAsset {
  _id?: string | null
  url?: string | null
  lqip?: string | null
  dimensions?: { width?: number | null; height?: number | null; aspectRatio?: number | null } | null
}

export interface SanityImage extends Editable {
  _type?: string | null
  _key?: string
  /** `dangling`: the reference points at no asset document (set by the query). */
  asset?: ImageAsset | { _ref?: string | null; dangling?: boolean | null } | null
  alt?: string | null
  hotspot?: unknown
  crop?: unknown
}

export interface SanityFile extends Editable {
  _type?: string | null
  asset?: {
    _id?: string | null
    url?: string | null
    mimeType?: string | null
    _ref?: string | null
    dangling?: boolean | null
  } | null
}

/** Portable Text as @portabletext/react renders it (it checks the blocks itself). */
export type PT = PortableTextBlock[] & Editable

/** A post of the social feed (not Sanity content: the feed URL's JSON). */
export interface SocialPost {
  thumbnail_url: string
  post_url: string
  title?: string
  text?: string
}
