import { defineArrayMember } from 'sanity'
import { firstText } from '../../fields/options.ts'
import { richTextField } from '../../fields/portable-text.ts'

/** A column of text. Same `_type` as the digest's text block, with `text` instead of `body`. */
export const workBlockText = defineArrayMember({
  name: 'blockText',
  title: 'Text',
  type: 'object',
  fields: [richTextField({ name: 'text' })],
  preview: {
    select: { text: 'text' },
    prepare: ({ text }) => ({ title: 'Text', subtitle: firstText(text) }),
  },
})
