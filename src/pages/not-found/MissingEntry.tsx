import type { Ref } from 'react'
import { Link } from 'wouter'
import './not-found.css'

interface Props {
  title: string
  text: string
  href: string
  linkText: string
  headingRef?: Ref<HTMLHeadingElement>
}

/** A clear "not here" panel with a way back; used for unknown paths and slugs. */
export function MissingEntry({ title, text, href, linkText, headingRef }: Props) {
  return (
    <section className="panel not-found" aria-labelledby="not-found-title">
      <p className="not-found__code" aria-hidden>
        404
      </p>
      <h1 id="not-found-title" className="not-found__title" ref={headingRef} tabIndex={-1}>
        {title}
      </h1>
      <p className="not-found__text">{text}</p>
      <Link href={href} className="not-found__link">
        {linkText}
      </Link>
    </section>
  )
}
