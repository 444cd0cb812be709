import { PageIntro } from '../../blocks/PageIntro.tsx'
import { useEntries } from '../../content/useContent.ts'
import { ContentBoundary } from '../../media/ContentBoundary.tsx'
import { ShopCard } from './ShopCard.tsx'
import './shop.css'

/** Display-only shop: every item, every one out of stock. */
export function ShopPage() {
  const items = useEntries('shopItem')
  return (
    <>
      <PageIntro title="Shop" count={items.length} noun="objects" />
      {items.map((item) => (
        <ContentBoundary key={item._id} label={`shopItem ${item._id}`}>
          <div className="panel shop-panel">
            <ShopCard item={item} />
          </div>
        </ContentBoundary>
      ))}
    </>
  )
}
