import { useState } from 'react'
import { Link } from 'wouter'
import { TagList } from '../../blocks/TagList.tsx'
import { textField } from '../../content/text-field.ts'
import type { WorkProject } from '../../content/types.ts'
import { SanityImage } from '../../media/SanityImage.tsx'
import { trackState } from '../../scroll/engine/track-state.ts'
import { FIRST_CARDS } from './progressive.ts'
import './work.css'

/** Three rhythms so the row of projects does not read as a grid. */
const RHYTHM = ['tall', 'low', 'high'] as const

/** A project on the work list: feature image, client, title and service tags. */
export function WorkCard({ project, index }: { project: WorkProject; index: number }) {
  const rhythm = RHYTHM[index % RHYTHM.length]
  const slug = project.slug
  // A card that comes in a batch on the desktop track (never prerendered) loads its
  // picture when the track brings it near: decided once, when it mounts.
  const [deferred] = useState(() => index >= FIRST_CARDS && trackState.virtual)
  return (
    <article className={`panel work-card work-card--${rhythm}`}>
      <Link href={slug ? `/work/${slug}` : '/work'} className="work-card__link">
        <SanityImage
          image={project.featureImage}
          fallbackAlt={project.title}
          className="work-card__media"
          vh={rhythm === 'tall' ? 66 : 52}
          priority={index < 2}
          deferred={deferred}
        />
        <span className="work-card__client" data-sanity={project.$edit?.('client')}>
          {textField(project.client)}
        </span>
        <h2 className="work-card__title" data-sanity={project.$edit?.('title')}>
          {textField(project.title) ?? 'Untitled project'}
        </h2>
      </Link>
      <TagList tags={project.tags} label="Services" />
    </article>
  )
}
