import { defineArrayMember } from 'sanity'
import { imageField } from '../../fields/image.ts'

/** One full-width picture. Same `_type` as the digest's image block, with one `image`. */
export const workBlockImage = defineArrayMember({
  name: 'blockImage',
  title: 'Image',
  type: 'object',
  fields: [imageField({ name: 'image', required: true })],
  preview: {
    select: { media: 'image', alt: 'image.alt' },
    prepare: ({ media, alt }) => ({ title: 'Image', subtitle: alt, media }),
  },
})
