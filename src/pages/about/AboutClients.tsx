import { textField } from '../../content/text-field.ts'
import type { AboutPage } from '../../content/types.ts'
import { SanityImage } from '../../media/SanityImage.tsx'
import './about.css'

/** Client logos with their names; the name is the text, so the logo is decorative. */
export function AboutClients({ section }: { section: AboutPage['clientsSection'] }) {
  const clients = Array.isArray(section?.clients)
    ? section.clients.filter((c): c is NonNullable<typeof c> => !!c && typeof c === 'object')
    : []
  const title = textField(section?.title)
  if (!title && clients.length === 0) return null
  return (
    <section className="panel about-section about-clients" aria-labelledby="about-clients-title">
      <div className="about-section__head">
        <h2
          id="about-clients-title"
          className="about-section__title"
          data-sanity={section?.$edit?.('title')}
        >
          {title ?? 'Clients'}
        </h2>
      </div>
      <ul className="about-clients__list">
        {clients.map((client, i) => (
          <li key={client._id ?? i} className="about-client">
            <SanityImage image={client.logo} decorative className="about-client__logo" vh={12} />
            <span className="about-client__name" data-sanity={client.$edit?.('name')}>
              {textField(client.name)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
