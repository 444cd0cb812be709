import { Suspense } from 'react'
import { createPortal } from 'react-dom'
import { ContentBoundary } from '../../media/ContentBoundary.tsx'
import { CareersGallery } from './CareersGallery.tsx'
import { CareersOpenings } from './late.ts'
import { useBelowTrack } from './useBelowTrack.ts'
import './careers.css'

/**
 * Careers: intro and the 'People & Places' gallery along the track, then the page
 * continues downwards to 'Current openings' (the job board), below the track.
 */
export function CareersView() {
  const below = useBelowTrack('careers-below')
  return (
    <>
      <section className="panel careers-intro" aria-labelledby="careers-title">
        <h1 id="careers-title" className="careers-intro__title">
          Careers
        </h1>
        <p className="careers-intro__lead">Come make the thing with us.</p>
        <div className="careers-intro__copy">
          <p>
            We're designers, filmmakers, writers, producers and developers who would rather make
            something than talk about it. Our studios are in Durham, New York, Los Angeles, Dallas,
            Phoenix and Toronto, and most weeks someone is on location somewhere else.
          </p>
          <p>
            We hire people who care about craft, share credit easily and like a hard brief. If that
            sounds like you, have a look at what's open — and if nothing fits yet, tell us what
            you'd bring anyway.
          </p>
        </div>
        <a className="careers-intro__jump" href="#current-openings">
          See current openings
          <span aria-hidden="true">↓</span>
        </a>
      </section>
      <ContentBoundary label="careers gallery">
        <CareersGallery />
      </ContentBoundary>
      {below &&
        createPortal(
          <Suspense fallback={null}>
            <CareersOpenings />
          </Suspense>,
          below,
        )}
    </>
  )
}
