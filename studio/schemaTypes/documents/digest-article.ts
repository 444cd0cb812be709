import { DocumentTextIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'
import { digestBlocks } from '../blocks/digest/index.ts'
import {
  blockListRule,
  orderedList,
  orderField,
  referencesField,
  slugField,
  titleField,
} from '../fields/common.ts'
import { imageField } from '../fields/image.ts'
import { webUrlRule } from '../fields/links.ts'
import { richTextField } from '../fields/portable-text.ts'

/** A news or opinion piece: listed on /digest, rendered at /digest/<slug>. */
export const digestArticle = defineType({
  name: 'digestArticle',
  title: 'Digest article',
  type: 'document',
  icon: DocumentTextIcon,
  description:
    'A news or opinion piece. Listed on /digest in ascending `order`, rendered at /digest/<slug>.',
  fields: [
    titleField(),
    slugField('The article’s URL: /digest/<slug>. Unique among digest articles.'),
    orderField('Position in the digest list: 1 comes first.'),
    imageField({ name: 'featureImage', description: 'The picture in the list.', required: true }),
    defineField({
      name: 'tag',
      type: 'reference',
      to: [{ type: 'tag' }],
      description: 'The one label shown above the title (News, Opinion, …).',
    }),
    richTextField({
      name: 'headline',
      description: 'The rich-text line shown in the digest list under the title.',
    }),
    defineField({
      name: 'externalLink',
      type: 'url',
      description: 'Where the full piece lives (LinkedIn, press, …). http(s) only.',
      validation: webUrlRule,
    }),
    defineField({
      name: 'headerBody',
      type: 'text',
      rows: 6,
      description:
        'HTML for the article’s header column, as the old CMS stored it. It is sanitised on render: text structure (p, br, strong, em, lists, blockquote, h2–h4, span) and links with http(s) or mailto hrefs survive; scripts, styles, frames, media, forms and event attributes are removed.',
    }),
    referencesField('services', 'service', 'Services involved, listed beside the header.'),
    defineField({
      name: 'contentBlocks',
      type: 'array',
      description: 'The article body, left to right.',
      of: digestBlocks,
      validation: blockListRule(digestBlocks),
    }),
  ],
  ...orderedList('Digest list order', 'tag.title'),
})
