import { useEffect, useRef } from 'react'
import { useLocation } from 'wouter'
import { routeMeta } from '../../content/routes.ts'
import { useTrackAtEnd } from '../../scroll/engine/useTrackAtEnd.ts'
import { ArrowIcon } from '../ArrowIcon.tsx'
import { progressWhileVirtual } from './progress-while-virtual.ts'
import './pagebar.css'

/**
 * Title, description and scroll indicator of the current page, hidden on
 * home, work project and digest article. React renders only when `atEnd` flips;
 * the progress line is written straight from the track's motion, on desktop only.
 */
export function PageBar() {
  const [location] = useLocation()
  const meta = routeMeta(location)
  const atEnd = useTrackAtEnd()
  const lineRef = useRef<HTMLSpanElement>(null)

  useEffect(() => {
    const line = lineRef.current
    const bar = line?.parentElement
    if (!meta.pageBar || !line || !bar) return
    return progressWhileVirtual(line, bar, () =>
      import('../../scroll/engine/progress-line.ts').then((m) => m.bindProgressLine),
    )
  }, [meta.pageBar])

  if (!meta.pageBar) return null
  // Careers continues downwards to the job board, so its indicator turns instead of hiding.
  const state = atEnd ? (meta.kind === 'careers' ? 'down' : 'end') : 'forward'
  return (
    <div className="pagebar" data-state={state}>
      <div className="pagebar__text">
        <p className="pagebar__title">{meta.title}</p>
        {meta.description && <p className="pagebar__description">{meta.description}</p>}
      </div>
      <div className="pagebar__indicator" data-state={state} aria-hidden="true">
        <span className="pagebar__label">Scroll</span>
        <span className="pagebar__track">
          <span className="pagebar__progress" ref={lineRef} />
        </span>
        {/* Keyed by the page: each page's arrow nudges anew as it opens (pagebar.css). */}
        <ArrowIcon key={location} className="pagebar__arrow" />
      </div>
      <div className="pagebar__mobile-arrow" data-state={state} aria-hidden="true">
        <ArrowIcon key={location} className="pagebar__arrow" />
      </div>
    </div>
  )
}
