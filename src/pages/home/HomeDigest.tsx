import { useState } from 'react'
import { Link } from 'wouter'
import { textField } from '../../content/text-field.ts'
import type { DigestArticle } from '../../content/types.ts'
import { ContentBoundary } from '../../media/ContentBoundary.tsx'
import { SanityImage } from '../../media/SanityImage.tsx'
import { SNAP_PROPS } from '../../scroll/track-dom.ts'
import { DIGEST_PICTURE_SIZES, DIGEST_PICTURE_WIDTH } from './digest-picture.ts'
import { usePreloadPictures } from './usePreloadPictures.ts'
import './home.css'
import './home-digest.css'

/**
 * The first articles beside one picture. Hovering or focusing an article swaps the
 * picture's source for that article's image at width 800; it is the same
 * `<img>`, so the swap is a src change, not a remount.
 */
export function HomeDigest({ articles }: { articles: readonly DigestArticle[] }) {
  const [active, setActive] = useState(0)
  const preload = usePreloadPictures(articles, DIGEST_PICTURE_WIDTH, DIGEST_PICTURE_SIZES)
  const current = articles[Math.min(active, articles.length - 1)]
  return (
    <section className="panel home-digest" {...SNAP_PROPS} aria-labelledby="home-digest-title">
      <div className="home-digest__column">
        <div className="home-section__head">
          <h2 id="home-digest-title" className="home-section__title">
            Digest
          </h2>
          <Link href="/digest" className="home-section__more">
            All digest <span aria-hidden>→</span>
          </Link>
        </div>
        <ol className="home-digest__list" onPointerEnter={preload} onFocus={preload}>
          {articles.map((a, i) => (
            <li key={a._id} className="home-digest__item" data-active={i === active || undefined}>
              <ContentBoundary label={`digestArticle ${a._id}`}>
                <Link
                  href={a.slug ? `/digest/${a.slug}` : '/digest'}
                  className="home-digest__link"
                  onPointerEnter={() => setActive(i)}
                  onFocus={() => setActive(i)}
                >
                  <span className="home-digest__index" aria-hidden>
                    {String(i + 1).padStart(2, '0')}
                  </span>
                  <span className="home-digest__title" data-sanity={a.$edit?.('title')}>
                    {textField(a.title)}
                  </span>
                  {textField(a.tag?.title) && (
                    <span className="home-digest__tag" data-sanity={a.tag?.$edit?.('title')}>
                      {textField(a.tag?.title)}
                    </span>
                  )}
                </Link>
              </ContentBoundary>
            </li>
          ))}
        </ol>
      </div>
      {current && (
        <ContentBoundary label="home digest picture">
          <SanityImage
            image={current.featureImage}
            fallbackAlt={current.title}
            width={DIGEST_PICTURE_WIDTH}
            className="home-digest__picture"
            sizes={DIGEST_PICTURE_SIZES}
          />
        </ContentBoundary>
      )}
    </section>
  )
}
