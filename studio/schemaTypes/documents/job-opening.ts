import { ClipboardIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'
import { titleField } from '../fields/common.ts'
import { linkUrlRule } from '../fields/links.ts'
import { choiceField } from '../fields/options.ts'

const OFFICES = ['Durham', 'New York', 'Los Angeles', 'Dallas', 'Phoenix', 'Toronto']
const EMPLOYMENT_TYPES = ['Full-time', 'Part-time', 'Contract', 'Internship']

/**
 * An opening on the job board. The site does not query these: the embedded lake's job
 * board (the Greenhouse-style embed on /careers) serves them, as a real board would.
 */
export const jobOpening = defineType({
  name: 'jobOpening',
  title: 'Job opening',
  type: 'document',
  icon: ClipboardIcon,
  description:
    'An opening on the /careers job board. Served by the job board embed, not by the site’s content query.',
  fields: [
    titleField('The role, as the board lists it. Required.'),
    defineField({ name: 'department', type: 'string', validation: (rule) => rule.required() }),
    choiceField('location', OFFICES, 'The studio the role sits in.'),
    choiceField('employmentType', EMPLOYMENT_TYPES, 'How the role is employed.'),
    defineField({ name: 'summary', type: 'text', rows: 3, validation: (rule) => rule.required() }),
    defineField({
      name: 'applyUrl',
      type: 'url',
      description: 'Where to apply: an http(s) page or a mailto address.',
      validation: (rule) => linkUrlRule(rule).required(),
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'location' } },
})
