import { Suspense } from 'react'
import { SNAP_PROPS } from '../../scroll/track-dom.ts'
import { HomeContactArt } from './HomeContactArt.tsx'
import { HomeContactForm } from './late.ts'
import './home.css'
import './home-contact.css'

/** The contact form embed beside a piece of decorative artwork. */
export function HomeContact() {
  return (
    <section className="panel home-contact" {...SNAP_PROPS} aria-labelledby="home-contact-title">
      <div className="home-contact__column">
        <h2 id="home-contact-title" className="home-section__title">
          Contact
        </h2>
        <Suspense fallback={null}>
          <HomeContactForm />
        </Suspense>
      </div>
      <HomeContactArt />
    </section>
  )
}
