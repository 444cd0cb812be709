import { useCallback, useRef } from 'react'
import type { DigestArticle } from '../../content/types.ts'
import { planImage } from '../../media/image-plan.ts'

/**
 * Returns a handler that, on the first sign of intent (pointer or focus on the list),
 * warms the browser cache with every article picture, so a swap shows at once.
 */
export function usePreloadPictures(
  articles: readonly DigestArticle[],
  width: number,
  sizes: string,
) {
  const done = useRef(false)
  return useCallback(() => {
    if (done.current) return
    done.current = true
    for (const article of articles) {
      const plan = planImage(article.featureImage, width)
      if (!plan.ok) continue
      const img = new Image()
      img.decoding = 'async'
      img.sizes = sizes
      img.srcset = plan.srcSet
      img.src = plan.src
    }
  }, [articles, width, sizes])
}
