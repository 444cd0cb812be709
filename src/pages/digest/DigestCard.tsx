import type { ReactNode } from 'react'
import { RichText } from '../../blocks/portable-text/RichText.tsx'
import { textField } from '../../content/text-field.ts'
import type { DigestArticle } from '../../content/types.ts'
import { NEW_TAB_REL, safeWebHref } from '../../lib/safe-href.ts'
import { SanityImage } from '../../media/SanityImage.tsx'
import './digest.css'

/**
 * A digest entry: an external link, in a new tab, with feature image, title, tag and
 * the rich-text headline (its own links read as text: links cannot nest). Without a
 * safe http(s) link the card shows the same content, unlinked.
 */
export function DigestCard({ article, index }: { article: DigestArticle; index: number }) {
  const href = safeWebHref(article.externalLink)
  const body: ReactNode = (
    <>
      <SanityImage
        image={article.featureImage}
        fallbackAlt={article.title}
        className="digest-card__media"
        vh={46}
        priority={index < 2}
      />
      {textField(article.tag?.title) && (
        <span className="digest-card__tag" data-sanity={article.tag?.$edit?.('title')}>
          {textField(article.tag?.title)}
        </span>
      )}
      <h2 className="digest-card__title" data-sanity={article.$edit?.('title')}>
        {textField(article.title) ?? 'Untitled article'}
      </h2>
      <RichText value={article.headline} variant="inline" className="digest-card__headline" />
    </>
  )
  return (
    <article className={`panel digest-card${index % 2 ? ' digest-card--offset' : ''}`}>
      {href ? (
        <a href={href} target="_blank" rel={NEW_TAB_REL} className="digest-card__link">
          {body}
          <span className="digest-card__external">
            Read on the web <span aria-hidden>↗</span>
            <span className="visually-hidden"> (opens in a new tab)</span>
          </span>
        </a>
      ) : (
        <div className="digest-card__link">{body}</div>
      )}
    </article>
  )
}
