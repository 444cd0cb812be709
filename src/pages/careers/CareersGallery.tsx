import { useEntries } from '../../content/useContent.ts'
import { SanityImage } from '../../media/SanityImage.tsx'
import { galleryItems } from './gallery-images.ts'

/** 'People & Places': four photos with the spec's captions, sized by height along the track. */
export function CareersGallery() {
  const about = useEntries('aboutPage')[0]
  const projects = useEntries('workProject')
  const items = galleryItems(about, projects)
  return (
    <section className="panel careers-gallery" aria-labelledby="careers-gallery-title">
      <h2 id="careers-gallery-title" className="careers-gallery__title">
        People &amp; Places
      </h2>
      <ul className="careers-gallery__list">
        {items.map((item) => (
          <li key={item.caption} className="careers-gallery__item">
            <figure className="careers-gallery__figure">
              <SanityImage
                image={item.image}
                fallbackAlt={item.fallbackAlt}
                vh={55}
                className="careers-gallery__image"
              />
              <figcaption className="careers-gallery__caption">{item.caption}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  )
}
