import { defineArrayMember } from 'sanity'
import { firstText } from '../../fields/options.ts'
import {
  bodyField,
  imagePositionField,
  imageSizeField,
  imagesField,
  textPositionField,
} from './shared.ts'

/** Text beside pictures; positions and picture size chosen per block. */
export const blockTextWithImage = defineArrayMember({
  name: 'blockTextWithImage',
  title: 'Text with images',
  type: 'object',
  fields: [bodyField(), imagesField(), textPositionField(), imagePositionField(), imageSizeField()],
  preview: {
    select: { body: 'body', media: 'images.0' },
    prepare: ({ body, media }) => ({ title: 'Text with images', subtitle: firstText(body), media }),
  },
})
