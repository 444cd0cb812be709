import { InfoOutlineIcon } from '@sanity/icons'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { titleField } from '../fields/common.ts'
import { imageField } from '../fields/image.ts'
import { richTextField } from '../fields/portable-text.ts'

const sectionText = [
  defineField({ name: 'title', type: 'string', description: 'The section heading.' }),
  defineField({ name: 'description', type: 'text', rows: 3 }),
]

/** The /about page: one document, `_id` "aboutPage", opened from the Structure. */
export const aboutPage = defineType({
  name: 'aboutPage',
  title: 'About page',
  type: 'document',
  icon: InfoOutlineIcon,
  description:
    'The /about page. A singleton: exactly one document, with the id "aboutPage"; the site renders the first one it gets.',
  fields: [
    titleField('The page title used in the browser tab and the sub-navigation.'),
    defineField({ name: 'subheading', type: 'string', description: 'The line over the header.' }),
    imageField({ name: 'headerImage', description: 'The header picture.' }),
    imageField({ name: 'headerArrow', description: 'The hand-cut arrow drawn beside the header.' }),
    richTextField({ name: 'headerCopy', description: 'The header paragraphs.' }),
    defineField({ name: 'headerBlurb', type: 'text', rows: 3, description: 'The small print.' }),
    defineField({
      name: 'studiosSection',
      type: 'object',
      fields: [
        ...sectionText,
        defineField({
          name: 'studios',
          type: 'array',
          of: [
            defineArrayMember({
              type: 'object',
              name: 'studio',
              fields: [
                defineField({ name: 'name', type: 'string', validation: (r) => r.required() }),
                defineField({ name: 'description', type: 'text', rows: 3 }),
                imageField({ name: 'image' }),
              ],
              preview: { select: { title: 'name', media: 'image' } },
            }),
          ],
        }),
      ],
    }),
    defineField({
      name: 'peopleSection',
      type: 'object',
      fields: [
        ...sectionText,
        defineField({
          name: 'people',
          type: 'array',
          of: [
            defineArrayMember({
              type: 'object',
              name: 'person',
              fields: [
                defineField({ name: 'name', type: 'string', validation: (r) => r.required() }),
                defineField({ name: 'title', type: 'string', description: 'Their role.' }),
                imageField({ name: 'headshot' }),
              ],
              preview: { select: { title: 'name', subtitle: 'title', media: 'headshot' } },
            }),
          ],
        }),
      ],
    }),
    defineField({
      name: 'clientsSection',
      type: 'object',
      fields: [
        defineField({ name: 'title', type: 'string', description: 'The section heading.' }),
        defineField({
          name: 'clients',
          type: 'array',
          description: 'The client logos, in this order.',
          of: [defineArrayMember({ type: 'reference', to: [{ type: 'clients' }] })],
          validation: (rule) => rule.unique(),
        }),
      ],
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'subheading', media: 'headerImage' } },
})
