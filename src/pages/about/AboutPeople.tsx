import { textField } from '../../content/text-field.ts'
import type { AboutPage } from '../../content/types.ts'
import { SanityImage } from '../../media/SanityImage.tsx'
import './about.css'

/** The people: section title and description, then each headshot, name and title. */
export function AboutPeople({ section }: { section: AboutPage['peopleSection'] }) {
  const people = Array.isArray(section?.people) ? section.people.filter(Boolean) : []
  const title = textField(section?.title)
  const description = textField(section?.description)
  if (!title && people.length === 0) return null
  return (
    <section className="panel about-section about-people" aria-labelledby="about-people-title">
      <div className="about-section__head">
        <h2
          id="about-people-title"
          className="about-section__title"
          data-sanity={section?.$edit?.('title')}
        >
          {title ?? 'People'}
        </h2>
        {description && (
          <p className="about-section__text" data-sanity={section?.$edit?.('description')}>
            {description}
          </p>
        )}
      </div>
      <ul className="about-people__list">
        {people.map((person, i) => {
          const name = textField(person.name)
          const role = textField(person.title)
          return (
            <li key={person._key ?? i} className="about-person">
              <SanityImage
                image={person.headshot}
                fallbackAlt={name ? `Portrait of ${name}` : undefined}
                className="about-person__media"
                vh={26}
              />
              <h3 className="about-person__name" data-sanity={person.$edit?.('name')}>
                {name}
              </h3>
              {role && (
                <p className="about-person__title" data-sanity={person.$edit?.('title')}>
                  {role}
                </p>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
