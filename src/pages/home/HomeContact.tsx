import { Suspense } from 'react'
import { HomeContactForm } from '../../app/deferred.ts'
import { ContactArt } from './ContactArt.tsx'
import './home.css'

/** The contact form embed beside a piece of decorative artwork. */
export function HomeContact() {
  return (
    <section className="panel home-contact" aria-labelledby="home-contact-title">
      <div className="home-contact__column">
        <h2 id="home-contact-title" className="home-section__title">
          Contact
        </h2>
        <Suspense fallback={null}>
          <HomeContactForm />
        </Suspense>
      </div>
      <ContactArt />
    </section>
  )
}
