import type { Product } from '../art/objects.ts'
import { paletteByName } from '../art/palettes.ts'
import type { AssetStore } from '../lib/assets.ts'
import { newKey } from '../lib/rng.ts'
import { ref, type TagKey, tagId } from './taxonomy.ts'

interface ShopCopy {
  slug: string
  title: string
  product: Product
  palette: string
  tags: TagKey[]
}

// Display only: the site labels every item out of stock, so there are no prices or variants.
const SHOP: ShopCopy[] = [
  {
    slug: 'field-tote',
    title: 'Field Tote',
    product: 'tote',
    palette: 'moss',
    tags: ['apparel', 'limited'],
  },
  {
    slug: 'slow-pour-mug',
    title: 'Slow Pour Mug',
    product: 'mug',
    palette: 'violet',
    tags: ['objects'],
  },
  {
    slug: 'known-for-print',
    title: 'Known For Print, 18 × 24',
    product: 'print',
    palette: 'signal',
    tags: ['print', 'limited'],
  },
  { slug: 'studio-cap', title: 'Studio Cap', product: 'cap', palette: 'lemon', tags: ['apparel'] },
  {
    slug: 'six-cities-tee',
    title: 'Six Cities Tee',
    product: 'tee',
    palette: 'steel',
    tags: ['apparel'],
  },
  {
    slug: 'sketchbook-set',
    title: 'Sketchbook Set',
    product: 'notebooks',
    palette: 'blush',
    tags: ['print', 'objects'],
  },
  {
    slug: 'enamel-pin-set',
    title: 'Enamel Pin Set',
    product: 'pins',
    palette: 'pine',
    tags: ['objects', 'limited'],
  },
  {
    slug: 'print-room-candle',
    title: 'Print Room Candle',
    product: 'candle',
    palette: 'coral',
    tags: ['objects'],
  },
]

export async function shopDocs(store: AssetStore) {
  const docs = []
  for (const item of SHOP) {
    const featureImage = await store.image({
      name: `shop-${item.slug}`,
      size: [1200, 1500],
      spec: {
        kind: 'product',
        palette: paletteByName(item.palette),
        product: item.product,
        label: item.title,
      },
      subject: item.title,
    })
    docs.push({
      _id: `shopItem-${item.slug}`,
      _type: 'shopItem',
      title: item.title,
      slug: { _type: 'slug', current: item.slug },
      featureImage,
      tags: item.tags.map((tag) => ref(tagId(tag), newKey())),
    })
  }
  return docs
}
