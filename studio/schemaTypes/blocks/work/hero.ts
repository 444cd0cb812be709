import { defineArrayMember, defineField } from 'sanity'
import { imageField } from '../../fields/image.ts'
import { firstText } from '../../fields/options.ts'
import { richTextField } from '../../fields/portable-text.ts'

/** The full-bleed opening picture of a work project, with a caption beside it. */
export const blockHero = defineArrayMember({
  name: 'blockHero',
  title: 'Hero',
  type: 'object',
  description: 'Full-bleed opening picture with a caption. Usually the first block.',
  fields: [
    imageField({ name: 'image', required: true }),
    richTextField({ name: 'caption', description: 'Short copy beside the picture.' }),
    defineField({
      name: 'alt',
      type: 'string',
      description:
        'Legacy: the hero’s alt text at block level. The site uses the image’s own alt first.',
    }),
  ],
  preview: {
    select: { media: 'image', caption: 'caption' },
    prepare: ({ media, caption }) => ({ title: 'Hero', subtitle: firstText(caption), media }),
  },
})
