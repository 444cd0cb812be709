import { defineArrayMember } from 'sanity'
import { imageField } from '../../fields/image.ts'
import { choiceField, firstText } from '../../fields/options.ts'
import { richTextField } from '../../fields/portable-text.ts'

/** A picture with a caption on its left or right. */
export const blockImageWithCaption = defineArrayMember({
  name: 'blockImageWithCaption',
  title: 'Image with caption',
  type: 'object',
  fields: [
    imageField({ name: 'image', required: true }),
    richTextField({ name: 'caption' }),
    choiceField('captionPosition', ['left', 'right'], 'Side of the caption; right by default.'),
  ],
  preview: {
    select: { media: 'image', caption: 'caption', side: 'captionPosition' },
    prepare: ({ media, caption, side }) => ({
      title: `Image with caption${side ? ` (${side})` : ''}`,
      subtitle: firstText(caption),
      media,
    }),
  },
})
