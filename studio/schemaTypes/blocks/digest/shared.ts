import { defineArrayMember, defineField } from 'sanity'
import { altField } from '../../fields/image.ts'
import { choiceField } from '../../fields/options.ts'
import { richTextField } from '../../fields/portable-text.ts'

/** The digest block's text (`body`). */
export const bodyField = () => richTextField({ name: 'body' })

/** The digest block's pictures: one or more images, each with its alt text. */
export const imagesField = () =>
  defineField({
    name: 'images',
    type: 'array',
    of: [
      defineArrayMember({
        type: 'image',
        options: { hotspot: true },
        fields: [altField()],
      }),
    ],
    validation: (rule) => rule.min(1),
  })

export const textPositionField = () =>
  choiceField('textPosition', ['left', 'right'], 'Side of the text column.')
export const imagePositionField = () =>
  choiceField('imagePosition', ['left', 'right'], 'Side of the pictures.')
export const imageSizeField = (description = 'Height of the pictures; medium by default.') =>
  choiceField('imageSize', ['small', 'medium', 'large'], description)
