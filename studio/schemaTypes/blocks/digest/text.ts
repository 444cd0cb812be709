import { defineArrayMember } from 'sanity'
import { firstText } from '../../fields/options.ts'
import { bodyField } from './shared.ts'

/** A column of text. Same `_type` as the work text block, with `body` instead of `text`. */
export const digestBlockText = defineArrayMember({
  name: 'blockText',
  title: 'Text',
  type: 'object',
  fields: [bodyField()],
  preview: {
    select: { body: 'body' },
    prepare: ({ body }) => ({ title: 'Text', subtitle: firstText(body) }),
  },
})
