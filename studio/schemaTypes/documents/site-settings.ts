import { CogIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'
import { webUrlRule } from '../fields/links.ts'

const webLink = (name: string, title: string, description: string) =>
  defineField({ name, title, type: 'url', description, validation: webUrlRule })

/**
 * The studio's accounts and contact address: one document, `_id` "siteSettings". Every
 * field is optional; the site falls back to its built-in value for a missing or invalid one.
 */
export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  icon: CogIcon,
  description:
    'Links in the footer and the sub-navigation, and the contact address. A singleton (id "siteSettings"). A missing or invalid field falls back to the site’s built-in value.',
  fields: [
    webLink('instagramUrl', 'Instagram', 'The studio’s Instagram profile. http(s) only.'),
    webLink('linkedinUrl', 'LinkedIn', 'The studio’s LinkedIn page. http(s) only.'),
    webLink('networkUrl', 'Network site', 'The parent network’s website ("Our network").'),
    defineField({
      name: 'contactEmail',
      title: 'Contact e-mail',
      type: 'email',
      description: 'Shown on /contact and offered when the contact form does not load.',
    }),
  ],
  preview: { prepare: () => ({ title: 'Site settings' }) },
})
