import { PageIntro } from '../../blocks/PageIntro.tsx'
import { useEntries } from '../../content/useContent.ts'
import { ContentBoundary } from '../../media/ContentBoundary.tsx'
import { DigestCard } from './DigestCard.tsx'
import { SocialGrid } from './SocialGrid.tsx'
import { useSocialFeed } from './useSocialFeed.ts'
import './digest.css'

/** Social posts first, then every digest entry as an external link; each part contained. */
export function DigestPage() {
  const articles = useEntries('digestArticle')
  const posts = useSocialFeed()
  return (
    <>
      <PageIntro title="Digest" count={articles.length} noun="articles" />
      <ContentBoundary label="social feed">
        <SocialGrid posts={posts} />
      </ContentBoundary>
      {articles.map((article, i) => (
        <ContentBoundary key={article._id} label={`digestArticle ${article._id}`}>
          <DigestCard article={article} index={i} />
        </ContentBoundary>
      ))}
    </>
  )
}
