import { defineArrayMember, defineField } from 'sanity'

/** Figures from the project: a header over value/label pairs. */
export const blockStat = defineArrayMember({
  name: 'blockStat',
  title: 'Stats',
  type: 'object',
  fields: [
    defineField({ name: 'header', type: 'string' }),
    defineField({
      name: 'stats',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'stat',
          fields: [
            defineField({
              name: 'value',
              type: 'string',
              description: 'The figure, as shown: "3.1M", "42%".',
              validation: (rule) => rule.required(),
            }),
            defineField({ name: 'label', type: 'string', validation: (rule) => rule.required() }),
          ],
          preview: { select: { title: 'value', subtitle: 'label' } },
        }),
      ],
    }),
  ],
  preview: {
    select: { header: 'header' },
    prepare: ({ header }) => ({ title: 'Stats', subtitle: header }),
  },
})
