import { Link } from 'wouter'
import { textField } from '../../content/text-field.ts'
import type { WorkProject } from '../../content/types.ts'
import { SanityImage } from '../../media/SanityImage.tsx'
import './work-project.css'

/** The closing panel: the next project, as one large link. */
export function NextProject({ project }: { project: WorkProject }) {
  return (
    <section className="panel wp-next" aria-labelledby="wp-next-title">
      <h2 id="wp-next-title" className="wp-next__label">
        Next project
      </h2>
      <Link href={`/work/${project.slug}`} className="wp-next__link">
        <SanityImage
          image={project.featureImage}
          fallbackAlt={project.title}
          className="wp-next__media"
          vh={45}
        />
        <span className="wp-next__client" data-sanity={project.$edit?.('client')}>
          {textField(project.client)}
        </span>
        <span className="wp-next__title" data-sanity={project.$edit?.('title')}>
          {textField(project.title)}
        </span>
      </Link>
    </section>
  )
}
