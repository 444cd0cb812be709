import { Suspense } from 'react'
import { PREVIEW } from '../../content/previews.ts'
import { useEntries } from '../../content/useContent.ts'
import { HomeContact } from './HomeContact.tsx'
import { HomeIntro } from './HomeIntro.tsx'
import { HomeWork } from './HomeWork.tsx'
import { HomeDigest, HomeShop } from './late.ts'

/** Home: logo reel, work, digest, contact, shop — in that order. */
export function HomePage() {
  const work = useEntries('workProject').slice(0, PREVIEW.work)
  const digest = useEntries('digestArticle').slice(0, PREVIEW.digest)
  const shop = useEntries('shopItem').slice(0, PREVIEW.shop)
  return (
    <>
      <HomeIntro />
      <HomeWork projects={work} />
      <Suspense fallback={null}>
        <HomeDigest articles={digest} />
      </Suspense>
      <HomeContact />
      <Suspense fallback={null}>
        <HomeShop items={shop} />
      </Suspense>
    </>
  )
}
