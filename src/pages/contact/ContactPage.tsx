import { useSiteLinks } from '../../content/useSiteLinks.ts'
import { ContactForm } from '../../embeds/contact/ContactForm.tsx'
import { ContactArt } from './ContactArt.tsx'
import './contact.css'

/** Contact: heading and intro, the embedded form, and artwork beside it. */
export function ContactPage() {
  const { contactEmail } = useSiteLinks()
  return (
    <>
      <section className="panel contact-intro" aria-labelledby="contact-title">
        <h1 id="contact-title" className="contact-intro__title">
          Contact
        </h1>
        <p className="contact-intro__lead">Got a thing that needs making?</p>
        <p className="contact-intro__copy">
          New work, collaborations, press, or just a hello — it all starts here. Six studios, one
          inbox, and a real person reads every message.
        </p>
        <p className="contact-intro__email">
          Prefer email? <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
        </p>
      </section>
      <section className="panel contact-form-panel" aria-labelledby="contact-form-title">
        <h2 id="contact-form-title" className="contact-form-panel__title">
          Start a project
        </h2>
        <ContactForm />
      </section>
      <div className="panel contact-art" aria-hidden="true">
        <ContactArt />
      </div>
    </>
  )
}
