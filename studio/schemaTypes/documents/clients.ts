import { UsersIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'
import { imageField } from '../fields/image.ts'

/** A client, shown as a logo in the about page’s clients section. */
export const clients = defineType({
  name: 'clients',
  title: 'Client',
  type: 'document',
  icon: UsersIcon,
  description:
    'A client logo. The about page lists the clients its clients section references, in that order.',
  fields: [
    defineField({
      name: 'name',
      type: 'string',
      description: 'The client’s name; also the logo’s fallback text.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'title',
      type: 'string',
      description: 'Legacy copy of the name, kept for older tools. The site reads `name`.',
    }),
    imageField({
      name: 'logo',
      description: 'A wide logo on a transparent or white ground (PNG or SVG).',
      required: true,
    }),
  ],
  preview: { select: { title: 'name', media: 'logo' } },
})
