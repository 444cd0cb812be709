import { TagsIcon, WrenchIcon } from '@sanity/icons'
import { defineType } from 'sanity'
import { titleField } from '../fields/common.ts'

/** A label for work projects, shop items and digest articles. */
export const tag = defineType({
  name: 'tag',
  title: 'Tag',
  type: 'document',
  icon: TagsIcon,
  description: 'A label on work projects, shop items and digest articles.',
  fields: [titleField('The label as shown. Required.')],
})

/** A service the studio offers, listed on digest articles. */
export const service = defineType({
  name: 'service',
  title: 'Service',
  type: 'document',
  icon: WrenchIcon,
  description: 'A service the studio offers; digest articles list the ones involved.',
  fields: [titleField('The service as shown. Required.')],
})
