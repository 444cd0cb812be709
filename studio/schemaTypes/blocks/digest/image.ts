import { defineArrayMember } from 'sanity'
import { imagesField } from './shared.ts'

/** One or more pictures. Same `_type` as the work image block, with an `images` list. */
export const digestBlockImage = defineArrayMember({
  name: 'blockImage',
  title: 'Images',
  type: 'object',
  fields: [imagesField()],
  preview: {
    select: { media: 'images.0', alt: 'images.0.alt' },
    prepare: ({ media, alt }) => ({ title: 'Images', subtitle: alt, media }),
  },
})
