import { defineField } from 'sanity'

interface ImageFieldOptions {
  name: string
  title?: string
  description?: string
  /** The picture itself is required (alt text always is, once a picture is set). */
  required?: boolean
}

/**
 * An image with hotspot and required `alt` text. The site renders `alt` on every `<img>`
 * and the WebGL plane that replaces it, so screen readers always get a description.
 */
export function imageField({ name, title, description, required = false }: ImageFieldOptions) {
  return defineField({
    name,
    title,
    description,
    type: 'image',
    options: { hotspot: true },
    validation: (rule) => (required ? rule.required() : rule),
    fields: [altField()],
  })
}

/** The `alt` field every image carries. */
export function altField() {
  return defineField({
    name: 'alt',
    title: 'Alternative text',
    type: 'string',
    description:
      'Describes the picture for people who cannot see it: what it shows, not "image of". Required.',
    // Required once a picture is set; an image field left empty has nothing to describe.
    validation: (rule) =>
      rule.custom((alt, context) => {
        const image = context.parent as { asset?: unknown } | undefined
        if (!image?.asset) return true
        return typeof alt === 'string' && alt.trim().length >= 3
          ? true
          : 'Required: describe the picture (3 characters or more).'
      }),
  })
}
