import { textField } from '../../content/text-field.ts'
import type { SocialPost } from '../../content/types.ts'
import { NEW_TAB_REL, safeWebHref } from '../../lib/safe-href.ts'
import { postLabel, safeImageSrc, thumbImage } from './social-post.ts'
import './digest.css'

/**
 * Social posts as a grid of thumbnails, each opening the post in a new tab. The link is
 * named by the post's text when it has some (the thumbnail is then decorative). Only
 * string titles and texts are drawn, whatever the feed sends.
 */
/** The thumbnail's width, as digest.css sets `--thumb`. */
const THUMB_SIZES = '(max-width: 1023px) 18vh, 28vh'

export function SocialGrid({ posts }: { posts: readonly SocialPost[] }) {
  const shown = posts.flatMap((post, i) => {
    const href = safeWebHref(post.post_url)
    const src = safeImageSrc(post.thumbnail_url)
    if (!href || !src) return []
    const title = textField(post.title)
    const text = textField(post.text)
    return [{ href, ...thumbImage(src), title, text, label: postLabel(post, i), key: i }]
  })
  if (shown.length === 0) return null
  return (
    <section className="panel social" aria-labelledby="social-title">
      <h2 id="social-title" className="social__title">
        Social
      </h2>
      <ul className="social__grid">
        {shown.map(({ href, src, srcSet, title, text, label, key }) => (
          <li key={key} className="social__item">
            <a href={href} target="_blank" rel={NEW_TAB_REL} className="social__link">
              <img
                src={src}
                srcSet={srcSet}
                sizes={srcSet && THUMB_SIZES}
                alt={title || text ? '' : label}
                width={600}
                height={600}
                loading="lazy"
                decoding="async"
                className="social__thumb"
              />
              {title && <span className="social__post-title">{title}</span>}
              {text && <span className="social__text">{text}</span>}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
