import type { AboutPage } from '../../content/types.ts'
import { SanityImage } from '../../media/SanityImage.tsx'
import './about.css'

/** The people: section title and description, then each headshot, name and title. */
export function AboutPeople({ section }: { section: AboutPage['peopleSection'] }) {
  const people = Array.isArray(section?.people) ? section.people.filter(Boolean) : []
  if (!section?.title && people.length === 0) return null
  return (
    <section className="panel about-section about-people" aria-labelledby="about-people-title">
      <div className="about-section__head">
        <h2 id="about-people-title" className="about-section__title">
          {section?.title || 'People'}
        </h2>
        {section?.description && <p className="about-section__text">{section.description}</p>}
      </div>
      <ul className="about-people__list">
        {people.map((person, i) => (
          <li key={person._key ?? i} className="about-person">
            <SanityImage
              image={person.headshot}
              fallbackAlt={person.name ? `Portrait of ${person.name}` : undefined}
              className="about-person__media"
              vh={26}
            />
            <h3 className="about-person__name">{person.name}</h3>
            {person.title && <p className="about-person__title">{person.title}</p>}
          </li>
        ))}
      </ul>
    </section>
  )
}
