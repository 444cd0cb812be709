import type { AboutPage } from '../../content/types.ts'
import { SanityImage } from '../../media/SanityImage.tsx'
import './about.css'

/** Spec §9: studio images are requested at width 328. */
export const STUDIO_IMAGE_WIDTH = 328

/** The studios: section title and description, then each studio's image, name and text. */
export function AboutStudios({ section }: { section: AboutPage['studiosSection'] }) {
  const studios = Array.isArray(section?.studios) ? section.studios.filter(Boolean) : []
  if (!section?.title && studios.length === 0) return null
  return (
    <section className="panel about-section about-studios" aria-labelledby="about-studios-title">
      <div className="about-section__head">
        <h2 id="about-studios-title" className="about-section__title">
          {section?.title || 'Studios'}
        </h2>
        {section?.description && <p className="about-section__text">{section.description}</p>}
      </div>
      <ul className="about-studios__list">
        {studios.map((studio, i) => (
          <li key={studio._key ?? i} className="about-studio">
            <SanityImage
              image={studio.image}
              fallbackAlt={studio.name ? `The ${studio.name} studio` : undefined}
              width={STUDIO_IMAGE_WIDTH}
              sizes={`${STUDIO_IMAGE_WIDTH}px`}
              className="about-studio__media"
            />
            <h3 className="about-studio__name">{studio.name}</h3>
            {studio.description && <p className="about-studio__text">{studio.description}</p>}
          </li>
        ))}
      </ul>
    </section>
  )
}
