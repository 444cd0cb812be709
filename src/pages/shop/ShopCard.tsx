import { TagList } from '../../blocks/TagList.tsx'
import { textField } from '../../content/text-field.ts'
import type { ShopItem } from '../../content/types.ts'
import { SanityImage } from '../../media/SanityImage.tsx'
import './shop.css'

/** Every item is out of stock; there is no purchase. */
const OUT_OF_STOCK = 'Out of stock'

interface Props {
  item: ShopItem
  /** h2 on the shop page, h3 inside the home shop section. */
  headingLevel?: 2 | 3
}

/** A shop item: feature image (width 800), title, tag titles and the stock label. */
export function ShopCard({ item, headingLevel = 2 }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="shop-card">
      <div className="shop-card__frame">
        <SanityImage
          image={item.featureImage}
          fallbackAlt={item.title}
          width={800}
          className="shop-card__media"
          vh={50}
        />
        <p className="shop-card__stock">{OUT_OF_STOCK}</p>
      </div>
      <Heading className="shop-card__title" data-sanity={item.$edit?.('title')}>
        {textField(item.title) ?? 'Untitled item'}
      </Heading>
      <TagList tags={item.tags} label="Tags" />
    </article>
  )
}
