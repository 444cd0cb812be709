import { Fragment, type ReactNode } from 'react'
import './legal.css'

export interface LegalSection {
  heading: string
  /** Paragraphs and lists, in order; each flows as one unit into the columns. */
  blocks: ReactNode[]
}

export interface LegalPageProps {
  title: string
  /** The date as shown, and as ISO 8601 for `<time>`. */
  updated: { text: string; iso: string }
  lead: ReactNode
  sections: LegalSection[]
}

/**
 * A long text page on the track: a cover panel, then one panel whose text flows in
 * readable columns from left to right (see legal.css), as far as the text goes.
 */
export function LegalPage({ title, updated, lead, sections }: LegalPageProps) {
  return (
    <>
      <section className="panel legal-cover" aria-labelledby="legal-title">
        <h1 id="legal-title" className="legal-cover__title">
          {title}
        </h1>
        <p className="legal-cover__updated">
          Last updated <time dateTime={updated.iso}>{updated.text}</time>
        </p>
        <p className="legal-cover__lead">{lead}</p>
      </section>
      <div className="panel legal-flow">
        {sections.map(({ heading, blocks: [first, ...rest] }) => (
          <Fragment key={heading}>
            {/* The heading travels with its first block, so a column never ends on it. */}
            <div className="legal-item">
              <h2 className="legal-item__heading">{heading}</h2>
              {first}
            </div>
            {rest.map((block, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static text, never reordered
              <div className="legal-item" key={i}>
                {block}
              </div>
            ))}
          </Fragment>
        ))}
      </div>
    </>
  )
}
