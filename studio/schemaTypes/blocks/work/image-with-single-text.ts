import { defineArrayMember, defineField } from 'sanity'
import { imageField } from '../../fields/image.ts'
import { choiceField, firstText } from '../../fields/options.ts'
import { richTextField } from '../../fields/portable-text.ts'

/** A picture beside one column of text, optionally split half and half. */
export const blockImageWithSingleText = defineArrayMember({
  name: 'blockImageWithSingleText',
  title: 'Image with text',
  type: 'object',
  fields: [
    imageField({ name: 'image', required: true }),
    richTextField({ name: 'text' }),
    choiceField('textPosition', ['left', 'right'], 'Side of the text.'),
    defineField({
      name: 'fiftyFifty',
      title: '50/50',
      type: 'boolean',
      description: 'Picture and text take half the width each; off, the picture is wider.',
    }),
  ],
  preview: {
    select: { media: 'image', text: 'text', side: 'textPosition' },
    prepare: ({ media, text, side }) => ({
      title: `Image with text${side ? ` (${side})` : ''}`,
      subtitle: firstText(text),
      media,
    }),
  },
})
