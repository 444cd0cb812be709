import { type ArrayRule, defineArrayMember, defineField } from 'sanity'

/** A required title; the site shows it as the page heading and in lists. */
export function titleField(description = 'Shown as the heading and in lists. Required.') {
  return defineField({
    name: 'title',
    type: 'string',
    description,
    validation: (rule) => rule.required(),
  })
}

/**
 * A required slug made from the title: the entry's URL (`/work/<slug>`, …). Sanity's
 * default check keeps it unique among documents of the same type.
 */
export function slugField(description: string) {
  return defineField({
    name: 'slug',
    type: 'slug',
    description,
    options: { source: 'title', maxLength: 96 },
    validation: (rule) =>
      rule.required().custom((slug) => {
        const current = slug?.current
        if (current === undefined) return true
        return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(current)
          ? true
          : 'Lower-case letters, digits and single hyphens only.'
      }),
  })
}

/** The position in the list (ascending; entries without one come last, ties in fetch order). */
export function orderField(description: string) {
  return defineField({
    name: 'order',
    type: 'number',
    description,
    validation: (rule) => rule.required().integer().min(0),
  })
}

/** References to documents of one type, each at most once. */
export function referencesField(name: string, to: string, description: string) {
  return defineField({
    name,
    type: 'array',
    description,
    of: [defineArrayMember({ type: 'reference', to: [{ type: to }] })],
    validation: (rule) => rule.unique(),
  })
}

/**
 * The list settings of an ordered type (work, digest): a sort by `order`, and a preview
 * with the feature image and "#order · <label>" under the title.
 */
export function orderedList(listTitle: string, labelPath: string) {
  return {
    orderings: [
      { title: listTitle, name: 'orderAsc', by: [{ field: 'order', direction: 'asc' as const }] },
    ],
    preview: {
      select: { title: 'title', label: labelPath, order: 'order', media: 'featureImage' },
      prepare: ({ title, label, order, media }: Record<string, unknown>) => ({
        title: typeof title === 'string' ? title : undefined,
        subtitle: [typeof order === 'number' ? `#${order}` : undefined, label]
          .filter(Boolean)
          .join(' · '),
        media: media as never,
      }),
    },
  }
}

/**
 * A block list's rule: every member is one of its block types. Sanity's validation
 * skips members of an unknown `_type` (the site skips them too, with a warning).
 */
export function blockListRule(members: readonly { name?: string }[]) {
  const known = new Set(members.map((m) => m.name))
  return (rule: ArrayRule<unknown[]>) =>
    rule.custom((blocks) => {
      const unknown = (blocks ?? [])
        .map((b) => (b as { _type?: unknown } | null)?._type)
        .filter((type) => typeof type !== 'string' || !known.has(type))
      return unknown.length === 0 ? true : `Unknown block type: ${unknown.map(String).join(', ')}`
    })
}
