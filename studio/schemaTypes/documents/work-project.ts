import { CaseIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'
import { workBlocks } from '../blocks/work/index.ts'
import {
  blockListRule,
  orderedList,
  orderField,
  referencesField,
  slugField,
  titleField,
} from '../fields/common.ts'
import { imageField } from '../fields/image.ts'

/** A case study: listed on /work and on the home track, rendered at /work/<slug>. */
export const workProject = defineType({
  name: 'workProject',
  title: 'Work project',
  type: 'document',
  icon: CaseIcon,
  description:
    'A case study. Listed on /work and the home page in ascending `order`, rendered at /work/<slug>. The first video block of the first project is also the showreel.',
  fields: [
    titleField(),
    defineField({
      name: 'client',
      type: 'string',
      description: 'The client’s name as shown under the title (plain text, not a reference).',
      validation: (rule) => rule.required(),
    }),
    slugField('The project’s URL: /work/<slug>. Unique among work projects.'),
    orderField('Position in the work list: 1 comes first. Projects without one come last.'),
    imageField({
      name: 'featureImage',
      description: 'The cover picture in lists and on the home track.',
      required: true,
    }),
    referencesField('tags', 'tag', 'Disciplines shown under the title, in this order.'),
    defineField({
      name: 'contentBlocks',
      type: 'array',
      description:
        'The case study, left to right. A block the site does not know is skipped with a warning.',
      of: workBlocks,
      validation: blockListRule(workBlocks),
    }),
  ],
  ...orderedList('Work list order', 'client'),
})
