import { TagIcon } from '@sanity/icons'
import { defineType } from 'sanity'
import { referencesField, slugField, titleField } from '../fields/common.ts'
import { imageField } from '../fields/image.ts'

/** A product card on /shop. */
export const shopItem = defineType({
  name: 'shopItem',
  title: 'Shop item',
  type: 'document',
  icon: TagIcon,
  description: 'A product card on /shop, in the order the content API returns them.',
  fields: [
    titleField(),
    slugField('The product’s identifier. Unique among shop items.'),
    imageField({ name: 'featureImage', description: 'The product picture.', required: true }),
    referencesField('tags', 'tag', 'Labels shown on the card (Apparel, Limited, …).'),
  ],
  preview: { select: { title: 'title', subtitle: 'slug.current', media: 'featureImage' } },
})
