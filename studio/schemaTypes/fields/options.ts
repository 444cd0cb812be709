import { defineField } from 'sanity'

/**
 * A string chosen from a fixed list, shown as radio buttons; Sanity's own validation
 * reports any other value.
 */
export function choiceField(name: string, values: readonly string[], description: string) {
  return defineField({
    name,
    type: 'string',
    description,
    options: { list: values.map((value) => ({ title: value, value })), layout: 'radio' },
    // A validation function turns on Sanity's check of the value against options.list.
    validation: (rule) => rule,
  })
}

/** A `text` preview line from the first block of a Portable Text field. */
export function firstText(blocks: unknown): string | undefined {
  if (!Array.isArray(blocks)) return undefined
  for (const block of blocks) {
    const children = (block as { children?: { text?: unknown }[] } | null)?.children
    if (!Array.isArray(children)) continue
    const text = children.map((span) => (typeof span?.text === 'string' ? span.text : '')).join('')
    if (text.trim()) return text
  }
  return undefined
}
