import type { PortableTextBlock } from '@portabletext/react'

/** Everything may be missing in real content: renderers check before they use. */
export interface ImageAsset {
  _id?: string
  url?: string
  lqip?: string
  dimensions?: { width?: number; height?: number; aspectRatio?: number }
}

export interface SanityImage {
  _type?: 'image'
  _key?: string
  /** `dangling`: the reference points at no asset document (set by the query). */
  asset?: ImageAsset | { _ref?: string; dangling?: boolean } | null
  alt?: string
  hotspot?: unknown
  crop?: unknown
}

export interface SanityFile {
  _type?: 'file'
  asset?: {
    _id?: string
    url?: string
    mimeType?: string
    _ref?: string
    dangling?: boolean
  } | null
}

export type PT = PortableTextBlock[]

export interface Tag {
  _id: string
  title?: string
}

interface EntryBase {
  _id: string
  _createdAt?: string
  title?: string
}

export type WorkBlock =
  | { _key: string; _type: 'blockHero'; image?: SanityImage; caption?: PT; alt?: string }
  | {
      _key: string
      _type: 'blockImageWithCaption'
      image?: SanityImage
      caption?: PT
      captionPosition?: 'left' | 'right'
    }
  | {
      _key: string
      _type: 'blockImageWithSingleText'
      image?: SanityImage
      text?: PT
      textPosition?: 'left' | 'right'
      fiftyFifty?: boolean
    }
  | {
      _key: string
      _type: 'blockImageWithDoubleText'
      image?: SanityImage
      text1?: PT
      text2?: PT
      textPosition?: 'top' | 'bottom'
    }
  | { _key: string; _type: 'blockText'; text?: PT }
  | { _key: string; _type: 'blockImage'; image?: SanityImage }
  | {
      _key: string
      _type: 'blockStat'
      header?: string
      stats?: { _key: string; value?: string; label?: string }[]
    }
  | { _key: string; _type: 'blockVideo'; video?: SanityFile; text?: PT }

export interface DigestBlock {
  _key: string
  _type: 'blockText' | 'blockImage' | 'blockTextWithImage' | string
  body?: PT
  images?: SanityImage[]
  textPosition?: 'left' | 'right'
  imagePosition?: 'left' | 'right'
  imageSize?: 'small' | 'medium' | 'large'
}

export interface WorkProject extends EntryBase {
  _type: 'workProject'
  client?: string
  slug?: string
  order?: number
  featureImage?: SanityImage
  tags?: Tag[] | null
  contentBlocks?: WorkBlock[] | null
}

export interface DigestArticle extends EntryBase {
  _type: 'digestArticle'
  slug?: string
  order?: number
  featureImage?: SanityImage
  tag?: Tag | null
  headline?: PT
  externalLink?: string
  headerBody?: string
  services?: Tag[] | null
  contentBlocks?: DigestBlock[] | null
}

export interface ShopItem extends EntryBase {
  _type: 'shopItem'
  slug?: string
  featureImage?: SanityImage
  tags?: Tag[] | null
}

export interface Client extends EntryBase {
  _type: 'clients'
  name?: string
  logo?: SanityImage
}

export interface AboutPage extends EntryBase {
  _type: 'aboutPage'
  subheading?: string
  headerImage?: SanityImage
  headerArrow?: SanityImage
  headerCopy?: PT
  headerBlurb?: string
  studiosSection?: {
    title?: string
    description?: string
    studios?: { _key: string; name?: string; description?: string; image?: SanityImage }[]
  }
  peopleSection?: {
    title?: string
    description?: string
    people?: { _key: string; name?: string; title?: string; headshot?: SanityImage }[]
  }
  clientsSection?: { title?: string; clients?: (Client | null)[] }
}

export type Entry = WorkProject | DigestArticle | ShopItem | AboutPage | Client
export type EntryType = Entry['_type']
export type EntryOfType<T extends EntryType> = Extract<Entry, { _type: T }>

export interface SocialPost {
  thumbnail_url: string
  post_url: string
  title?: string
  text?: string
}
