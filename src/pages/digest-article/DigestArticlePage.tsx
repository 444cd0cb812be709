import { Link } from 'wouter'
import { DigestBlocks } from '../../blocks/digest/DigestBlocks.tsx'
import { TagList } from '../../blocks/TagList.tsx'
import { entryBySlug } from '../../content/entries.ts'
import { textField } from '../../content/text-field.ts'
import { useContent } from '../../content/useContent.ts'
import { ContentBoundary } from '../../media/ContentBoundary.tsx'
import { SafeHtml } from '../../media/SafeHtml.tsx'
import { SanityImage } from '../../media/SanityImage.tsx'
import { LoadingPanel } from '../not-found/LoadingPanel.tsx'
import { MissingEntry } from '../not-found/MissingEntry.tsx'
import { ArticleIntroFallback } from './ArticleIntroFallback.tsx'
import './digest-article.css'

/** A digest article: title, sanitised header body, service pills, then its blocks. */
export function DigestArticlePage({ slug }: { slug: string }) {
  const { entries, settled } = useContent()
  const article = entryBySlug(entries, 'digestArticle', slug)

  if (!article) {
    return settled ? (
      <MissingEntry
        title="Article not found"
        text="There is no digest article at this address."
        href="/digest"
        linkText="Back to digest"
      />
    ) : (
      <LoadingPanel text="Loading article..." />
    )
  }

  return (
    <>
      <ContentBoundary
        key={article._id}
        label={`digestArticle ${article._id} intro`}
        fallback={<ArticleIntroFallback />}
      >
        <header className="panel da-intro">
          <Link href="/digest" className="da-intro__back">
            <span aria-hidden>←</span> Back to digest
          </Link>
          <div className="da-intro__main">
            {textField(article.tag?.title) && (
              <p className="da-intro__tag" data-sanity={article.tag?.$edit?.('title')}>
                {textField(article.tag?.title)}
              </p>
            )}
            <h1 className="da-intro__title" tabIndex={-1} data-sanity={article.$edit?.('title')}>
              {textField(article.title) ?? 'Untitled article'}
            </h1>
            <SafeHtml
              html={article.headerBody}
              className="da-intro__body"
              target={article.$edit?.('headerBody')}
            />
            <TagList tags={article.services} variant="pill" label="Services" />
          </div>
        </header>
      </ContentBoundary>
      {article.featureImage && (
        <div className="panel da-feature">
          <SanityImage
            image={article.featureImage}
            fallbackAlt={article.title}
            className="da-feature__media"
            vh={80}
            priority
          />
        </div>
      )}
      <DigestBlocks blocks={article.contentBlocks} />
      <section className="panel da-end" aria-label="More from the digest">
        <Link href="/digest" className="da-end__link">
          More from the digest <span aria-hidden>→</span>
        </Link>
      </section>
    </>
  )
}
