import { defineArrayMember } from 'sanity'
import { imageField } from '../../fields/image.ts'
import { choiceField, firstText } from '../../fields/options.ts'
import { richTextField } from '../../fields/portable-text.ts'

/** A picture with two columns of text above or below it. */
export const blockImageWithDoubleText = defineArrayMember({
  name: 'blockImageWithDoubleText',
  title: 'Image with two texts',
  type: 'object',
  fields: [
    imageField({ name: 'image', required: true }),
    richTextField({ name: 'text1', title: 'First text' }),
    richTextField({ name: 'text2', title: 'Second text' }),
    choiceField('textPosition', ['top', 'bottom'], 'Texts above or below the picture.'),
  ],
  preview: {
    select: { media: 'image', text: 'text1' },
    prepare: ({ media, text }) => ({
      title: 'Image with two texts',
      subtitle: firstText(text),
      media,
    }),
  },
})
