import { RichText } from '../../blocks/portable-text/RichText.tsx'
import { textField } from '../../content/text-field.ts'
import type { AboutPage } from '../../content/types.ts'
import { ContentBoundary } from '../../media/ContentBoundary.tsx'
import { SanityImage } from '../../media/SanityImage.tsx'
import './about.css'

/**
 * The page's h1 with the subheading, the header copy and blurb, and the header image.
 * Text fields are drawn only when they are strings.
 */
export function AboutHeader({ about }: { about: AboutPage | undefined }) {
  // Outside the boundary below, so only ever a string: an object here would blank the page.
  const subheading = textField(about?.subheading)
  const blurb = textField(about?.headerBlurb)
  return (
    <>
      <header className="panel about-head">
        <h1 className="about-head__title">About</h1>
        {subheading && (
          <p className="about-head__sub" data-sanity={about?.$edit?.('subheading')}>
            {subheading}
          </p>
        )}
      </header>
      {about && (
        <ContentBoundary label="aboutPage header">
          <div className="panel about-copy">
            <RichText value={about.headerCopy} className="about-copy__text" />
            <div className="about-copy__foot">
              {about.headerArrow && (
                <SanityImage
                  image={about.headerArrow}
                  decorative
                  className="about-copy__arrow"
                  vh={10}
                />
              )}
              {blurb && (
                <p className="about-copy__blurb" data-sanity={about.$edit?.('headerBlurb')}>
                  {blurb}
                </p>
              )}
            </div>
          </div>
          {about.headerImage && (
            <div className="panel about-image">
              <SanityImage
                image={about.headerImage}
                fallbackAlt="The studio at work"
                className="about-image__media"
                vh={80}
                priority
              />
            </div>
          )}
        </ContentBoundary>
      )}
    </>
  )
}
