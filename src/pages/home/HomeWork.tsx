import { Link } from 'wouter'
import { TagList } from '../../blocks/TagList.tsx'
import { PREVIEW } from '../../content/previews.ts'
import { textField } from '../../content/text-field.ts'
import type { WorkProject } from '../../content/types.ts'
import { ContentBoundary } from '../../media/ContentBoundary.tsx'
import { SanityImage } from '../../media/SanityImage.tsx'
import { SNAP_PROPS } from '../../scroll/track-dom.ts'
import './expand/home-expand.css'
import './home.css'
import './home-work.css'

/**
 * The first projects, 2 tags each. `data-expanded` is the hook for the desktop
 * expand/collapse rule (a later feature); collapsed, text stays visible.
 */
export function HomeWork({ projects }: { projects: readonly WorkProject[] }) {
  return (
    <section
      className="panel home-work"
      {...SNAP_PROPS}
      aria-labelledby="home-work-title"
      data-expanded="false"
    >
      <div className="home-section__head">
        <h2 id="home-work-title" className="home-section__title">
          Work
        </h2>
        <Link href="/work" className="home-section__more">
          All work <span aria-hidden>→</span>
        </Link>
      </div>
      <ul className="home-work__list">
        {projects.map((p, i) => (
          <li key={p._id} className="home-work__item">
            <ContentBoundary label={`workProject ${p._id}`}>
              <Link href={p.slug ? `/work/${p.slug}` : '/work'} className="home-work__link">
                <SanityImage
                  image={p.featureImage}
                  fallbackAlt={p.title}
                  className="home-work__media"
                  vh={i % 2 ? 44 : 56}
                />
                <div className="home-work__text">
                  <span className="home-work__client" data-sanity={p.$edit?.('client')}>
                    {textField(p.client)}
                  </span>
                  <h3 className="home-work__name" data-sanity={p.$edit?.('title')}>
                    {textField(p.title) ?? 'Untitled project'}
                  </h3>
                </div>
              </Link>
              <TagList tags={p.tags} limit={PREVIEW.workTags} label="Services" />
            </ContentBoundary>
          </li>
        ))}
      </ul>
    </section>
  )
}
