import { Suspense } from 'react'
import { openReel } from '../../media/showreel/reel-actions.ts'
import { SNAP_PROPS } from '../../scroll/track-dom.ts'
import { HomeReelPreview } from './late.ts'
import './home-intro.css'

/** The logo reel panel: the page's h1, a scroll hint and 'View Reel'. */
export function HomeIntro() {
  return (
    <section className="panel home-intro" {...SNAP_PROPS} aria-labelledby="home-title">
      <div className="home-intro__mark" aria-hidden>
        <span className="home-intro__dot" />
      </div>
      <h1 id="home-title" className="home-intro__title">
        known for modern content powered by design
      </h1>
      <div className="home-intro__foot">
        <button
          type="button"
          className="home-intro__reel"
          onClick={() => {
            void openReel()
          }}
        >
          <span className="home-intro__play" aria-hidden />
          View Reel
        </button>
        <p className="home-intro__hint">
          Scroll <span aria-hidden>→</span>
        </p>
      </div>
      <Suspense fallback={null}>
        <HomeReelPreview />
      </Suspense>
    </section>
  )
}
