import { defineArrayMember } from 'sanity'
import { imageSizeField, imagesField } from './shared.ts'

/** One or more pictures. Same `_type` as the work image block, with an `images` list. */
export const digestBlockImage = defineArrayMember({
  name: 'blockImage',
  title: 'Images',
  type: 'object',
  fields: [imagesField(), imageSizeField('Height of the pictures; large by default.')],
  preview: {
    select: { media: 'images.0', alt: 'images.0.alt' },
    prepare: ({ media, alt }) => ({ title: 'Images', subtitle: alt, media }),
  },
})
