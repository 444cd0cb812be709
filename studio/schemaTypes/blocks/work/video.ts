import { defineArrayMember, defineField } from 'sanity'
import { firstText } from '../../fields/options.ts'
import { richTextField } from '../../fields/portable-text.ts'

/** A video file (served with HTTP Range requests) with text beside it. */
export const blockVideo = defineArrayMember({
  name: 'blockVideo',
  title: 'Video',
  type: 'object',
  fields: [
    defineField({
      name: 'video',
      type: 'file',
      description:
        'An MP4 (H.264) file. The first video of the first work project (by order) is also the site’s showreel.',
      options: { accept: 'video/mp4,video/webm' },
      validation: (rule) => rule.required(),
    }),
    richTextField({ name: 'text' }),
  ],
  preview: {
    select: { text: 'text', file: 'video.asset.originalFilename' },
    prepare: ({ text, file }) => ({
      title: `Video${file ? `: ${file}` : ''}`,
      subtitle: firstText(text),
    }),
  },
})
