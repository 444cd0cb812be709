import { Link } from 'wouter'
import './not-found.css'

interface Props {
  title: string
  text: string
  href: string
  linkText: string
}

/** A clear "not here" panel with a way back; used for unknown paths and slugs. */
export function MissingEntry({ title, text, href, linkText }: Props) {
  return (
    <section className="panel not-found" aria-labelledby="not-found-title">
      <p className="not-found__code" aria-hidden>
        404
      </p>
      <h1 id="not-found-title" className="not-found__title">
        {title}
      </h1>
      <p className="not-found__text">{text}</p>
      <Link href={href} className="not-found__link">
        {linkText}
      </Link>
    </section>
  )
}
