import { Link } from 'wouter'
import type { ShopItem } from '../../content/types.ts'
import { ContentBoundary } from '../../media/ContentBoundary.tsx'
import { SNAP_PROPS } from '../../scroll/track-dom.ts'
import { ShopCard } from '../shop/ShopCard.tsx'
import './home.css'
import './home-shop.css'

/** The first shop items and the way to the shop. */
export function HomeShop({ items }: { items: readonly ShopItem[] }) {
  return (
    <section className="panel home-shop" {...SNAP_PROPS} aria-labelledby="home-shop-title">
      <div className="home-section__head">
        <h2 id="home-shop-title" className="home-section__title">
          Shop
        </h2>
        <Link href="/shop" className="home-shop__visit">
          Visit the shop
        </Link>
      </div>
      <ul className="home-shop__list">
        {items.map((item) => (
          <li key={item._id}>
            <ContentBoundary label={`shopItem ${item._id}`}>
              <ShopCard item={item} headingLevel={3} />
            </ContentBoundary>
          </li>
        ))}
      </ul>
    </section>
  )
}
