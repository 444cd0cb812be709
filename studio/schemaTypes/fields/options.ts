import { defineField } from 'sanity'

/** A string chosen from a fixed list, shown as radio buttons; anything else is an error. */
export function choiceField(name: string, values: readonly string[], description: string) {
  return defineField({
    name,
    type: 'string',
    description,
    options: { list: values.map((value) => ({ title: value, value })), layout: 'radio' },
    validation: (rule) =>
      rule.custom((value) =>
        value === undefined || values.includes(value) ? true : `One of: ${values.join(', ')}.`,
      ),
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
