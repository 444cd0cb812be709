import { palette } from '../art/palettes.ts'
import { STYLE_NAMES } from '../art/styles.ts'
import { type AssetStore, lakeImagePath } from '../lib/assets.ts'
import { Rng } from '../lib/rng.ts'

interface PostCopy {
  network: 'instagram' | 'linkedin'
  slug: string
  word: string
  title?: string
  text?: string
}

const POSTS: PostCopy[] = [
  {
    network: 'instagram',
    slug: 'trail-notes-season-two',
    word: 'Trail',
    title: 'Trail Notes, season two',
    text: 'Back on the Eno with Harbor & Pine. New notebooks, same mud.',
  },
  {
    network: 'instagram',
    slug: 'print-room-friday',
    word: 'Ink',
    text: 'Friday in the Durham print room: four colors, one very patient Vandercook.',
  },
  {
    network: 'linkedin',
    slug: 'hello-toronto',
    word: 'Hello',
    title: 'Hello, Toronto',
    text: 'Our sixth studio is open on Queen Street West. We are hiring front-end developers.',
  },
  { network: 'instagram', slug: 'after-dark-idents', word: 'Dusk' },
  {
    network: 'instagram',
    slug: 'cans-of-the-season',
    word: 'Hops',
    title: 'Cans of the Season',
    text: 'June’s can, designed by the recipe.',
  },
  {
    network: 'linkedin',
    slug: 'open-studio-night',
    word: 'Open',
    title: 'Open studio night, Los Angeles',
    text: 'First Thursday of the month, 6 to 9 pm. Bring a friend.',
  },
  { network: 'instagram', slug: 'next-stop-signage', word: 'Line' },
  {
    network: 'linkedin',
    slug: 'small-screen-first',
    word: 'Thumb',
    text: 'Every project now starts on a phone held in one hand. Our web lead explains why.',
  },
]

const SHORTCODE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

// Post URLs look like the real networks' permalinks; the ids come from a seeded generator.
function postUrl(post: PostCopy, rng: Rng): string {
  if (post.network === 'instagram') {
    let code = ''
    for (let i = 0; i < 11; i++) code += rng.pick([...SHORTCODE])
    return `https://www.instagram.com/p/${code}/`
  }
  let activity = String(rng.int(1, 9))
  for (let i = 0; i < 18; i++) activity += String(rng.int(0, 9))
  return `https://www.linkedin.com/posts/studiodemo_${post.slug}-activity-${activity}-${rng.pick(['Xk2P', 'aQ7v', 'r9Td', 'Lm4c'])}/`
}

/** The hosted social feed: square thumbnails served by the lake, linking out to the posts. */
export async function socialFeed(store: AssetStore) {
  const rng = new Rng('social-feed')
  const feed = []
  for (const [i, post] of POSTS.entries()) {
    const thumb = await store.image({
      name: `social-${post.slug}`,
      size: [1080, 1080],
      spec: {
        kind: 'style',
        style: STYLE_NAMES[(i * 4) % STYLE_NAMES.length] ?? 'orbit',
        palette: palette(i * 7 + 3),
        word: post.word,
        caption: '@studiodemo',
      },
      subject: post.title ?? `Social post: ${post.word}`,
    })
    feed.push({
      thumbnail_url: lakeImagePath(thumb),
      post_url: postUrl(post, rng),
      ...(post.title ? { title: post.title } : {}),
      ...(post.text ? { text: post.text } : {}),
    })
  }
  return feed
}
