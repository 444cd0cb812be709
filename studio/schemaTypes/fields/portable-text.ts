import { defineArrayMember, defineField } from 'sanity'
import { linkUrlRule } from './links.ts'

/**
 * The one Portable Text shape the site renders: paragraphs and h2, strong and em, and
 * `link` annotations whose `href` must be http(s) or mailto (the site drops any other).
 */
const richTextMember = defineArrayMember({
  type: 'block',
  styles: [
    { title: 'Normal', value: 'normal' },
    { title: 'Heading', value: 'h2' },
  ],
  lists: [],
  marks: {
    decorators: [
      { title: 'Strong', value: 'strong' },
      { title: 'Emphasis', value: 'em' },
    ],
    annotations: [
      defineArrayMember({
        name: 'link',
        type: 'object',
        title: 'Link',
        fields: [
          defineField({
            name: 'href',
            type: 'url',
            title: 'URL',
            description: 'http(s) or mailto only.',
            validation: (rule) => linkUrlRule(rule).required(),
          }),
        ],
      }),
    ],
  },
})

interface RichTextOptions {
  name: string
  title?: string
  description?: string
}

/** A Portable Text field (`PT` in the content contract). */
export function richTextField({ name, title, description }: RichTextOptions) {
  return defineField({ name, title, description, type: 'array', of: [richTextMember] })
}
