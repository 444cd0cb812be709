import { textField } from '../../content/text-field.ts'
import type { AboutPage } from '../../content/types.ts'
import { SanityImage } from '../../media/SanityImage.tsx'
import './about.css'

/** Studio images are requested at width 328. */
const STUDIO_IMAGE_WIDTH = 328

/** The studios: section title and description, then each studio's image, name and text. */
export function AboutStudios({ section }: { section: AboutPage['studiosSection'] }) {
  const studios = Array.isArray(section?.studios) ? section.studios.filter(Boolean) : []
  const title = textField(section?.title)
  const description = textField(section?.description)
  if (!title && studios.length === 0) return null
  return (
    <section className="panel about-section about-studios" aria-labelledby="about-studios-title">
      <div className="about-section__head">
        <h2
          id="about-studios-title"
          className="about-section__title"
          data-sanity={section?.$edit?.('title')}
        >
          {title ?? 'Studios'}
        </h2>
        {description && (
          <p className="about-section__text" data-sanity={section?.$edit?.('description')}>
            {description}
          </p>
        )}
      </div>
      <ul className="about-studios__list">
        {studios.map((studio, i) => {
          const name = textField(studio.name)
          const text = textField(studio.description)
          return (
            <li key={studio._key ?? i} className="about-studio">
              <SanityImage
                image={studio.image}
                fallbackAlt={name ? `The ${name} studio` : undefined}
                width={STUDIO_IMAGE_WIDTH}
                sizes={`${STUDIO_IMAGE_WIDTH}px`}
                className="about-studio__media"
              />
              <h3 className="about-studio__name" data-sanity={studio.$edit?.('name')}>
                {name}
              </h3>
              {text && (
                <p className="about-studio__text" data-sanity={studio.$edit?.('description')}>
                  {text}
                </p>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
