import { defineQuery } from 'groq'

/**
 * The dereferenced asset, or `{ _ref, dangling: true }` when `->` finds nothing, so the URL
 * builders throw on a malformed reference and count a well-formed one whose asset is
 * gone as missing. No reference at all: null.
 */
const assetOr = (fields: string) =>
  `coalesce(asset->{ ${fields} }, select(defined(asset._ref) => { "_ref": asset._ref, "dangling": true }))`

const image = `{ ..., "asset": ${assetOr('_id, "lqip": metadata.lqip, "dimensions": metadata.dimensions')} }`
const file = `{ ..., "asset": ${assetOr('_id, url, mimeType')} }`
const tagRef = `{ _id, title }`

/**
 * The one query: the five entry types the site renders, and the site settings
 * singleton (links and contact address, with built-in fallbacks: site-settings.ts).
 */
export const ENTRIES_QUERY = defineQuery(`*[_type in [
  "workProject", "aboutPage", "clients", "digestArticle", "shopItem", "siteSettings"
]]{
  _id, _type, title, _createdAt,
  _type == "workProject" => {
    client, "slug": slug.current, order,
    "featureImage": featureImage${image},
    "tags": tags[]->${tagRef},
    "contentBlocks": contentBlocks[]{
      ...,
      "image": image${image},
      "video": video${file}
    }
  },
  _type == "digestArticle" => {
    "slug": slug.current, order,
    "featureImage": featureImage${image},
    "tag": tag->${tagRef},
    headline, externalLink, headerBody,
    "services": services[]->${tagRef},
    "contentBlocks": contentBlocks[]{ ..., "images": images[]${image} }
  },
  _type == "shopItem" => {
    "slug": slug.current,
    "featureImage": featureImage${image},
    "tags": tags[]->${tagRef}
  },
  _type == "aboutPage" => {
    subheading, headerCopy, headerBlurb,
    "headerImage": headerImage${image},
    "headerArrow": headerArrow${image},
    "studiosSection": studiosSection{ title, description, "studios": studios[]{ _key, name, description, "image": image${image} } },
    "peopleSection": peopleSection{ title, description, "people": people[]{ _key, name, title, "headshot": headshot${image} } },
    "clientsSection": clientsSection{ title, "clients": clients[]->{ _id, name, "logo": logo${image} } }
  },
  _type == "clients" => { name, "logo": logo${image} },
  _type == "siteSettings" => { instagramUrl, linkedinUrl, networkUrl, contactEmail }
}`)
