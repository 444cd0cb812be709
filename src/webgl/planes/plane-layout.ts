import type { TrackLayout } from '../../scroll/layout/layout.ts'
import type { BackdropSet } from './BackdropSet.ts'
import type { Plane } from './Plane.ts'

type Media = HTMLImageElement | HTMLVideoElement

/**
 * The planes of a new layout, in DOM order (also draw order): the one an element already
 * has, else a new one (`make`); none behind a background the canvas cannot draw.
 */
export function planesFor(
  layout: TrackLayout,
  backdrops: BackdropSet,
  byElement: Map<HTMLElement, Plane>,
  make: (el: HTMLElement, media: Media) => Plane,
): Plane[] {
  const next: Plane[] = []
  backdrops.begin()
  for (const rect of layout.planes) {
    // Behind a background the canvas cannot draw: the DOM image stays, no plane.
    if (!backdrops.cover(rect.el)) continue
    let plane = byElement.get(rect.el)
    if (!plane) {
      const media = rect.el.querySelector<Media>('img, video')
      if (!media) continue
      plane = make(rect.el, media)
      byElement.set(rect.el, plane)
    }
    plane.setRect(rect)
    // A resize: another srcset candidate, or a new size: load again, the DOM image
    // standing in meanwhile.
    if (plane.texture.status === 'ready' && plane.texture.outdated) plane.unload()
    plane.setOrder(next.length)
    next.push(plane)
  }
  backdrops.end()
  return next
}
