import { Link } from 'wouter'
import { TagList } from '../../blocks/TagList.tsx'
import { textField } from '../../content/text-field.ts'
import type { WorkProject } from '../../content/types.ts'
import { SanityImage } from '../../media/SanityImage.tsx'
import './work.css'

/** Three rhythms so the row of projects does not read as a grid. */
const RHYTHM = ['tall', 'low', 'high'] as const

/** A project on the work list: feature image, client, title and service tags. */
export function WorkCard({ project, index }: { project: WorkProject; index: number }) {
  const rhythm = RHYTHM[index % RHYTHM.length]
  const slug = project.slug
  return (
    <article className={`panel work-card work-card--${rhythm}`}>
      <Link href={slug ? `/work/${slug}` : '/work'} className="work-card__link">
        <SanityImage
          image={project.featureImage}
          fallbackAlt={project.title}
          className="work-card__media"
          vh={rhythm === 'tall' ? 66 : 52}
          priority={index < 2}
        />
        <span className="work-card__client">{textField(project.client)}</span>
        <h2 className="work-card__title">{textField(project.title) ?? 'Untitled project'}</h2>
      </Link>
      <TagList tags={project.tags} label="Services" />
    </article>
  )
}
