import { useEffect, useId, useRef, useState } from 'react'
import { settings } from '../../content/settings.ts'
import { useSiteLinks } from '../../content/useSiteLinks.ts'
import { loadScript } from '../load-script.ts'
import { capFormFields, formElementOf } from './cap-fields.ts'
import './contact-form.css'

type Status = 'loading' | 'ready' | 'submitted' | 'failed'

/**
 * The studio's contact form, drawn by HubSpot's legacy embed into our container: the script
 * loads once per page life, the form on every mount (each has a new container). Fields are
 * capped once ready (spec §5); if the provider fails, a note with the studio's address shows.
 */
export function ContactForm() {
  const targetId = `contact-form-${useId().replace(/[^\w-]/g, '')}`
  const targetRef = useRef<HTMLDivElement>(null)
  const [status, setStatus] = useState<Status>('loading')
  const { contactEmail } = useSiteLinks()

  useEffect(() => {
    const target = targetRef.current
    if (!target) return
    let live = true
    loadScript(settings.formsScriptUrl)
      .then(() => {
        if (!live) return
        const create = window.hbspt?.forms?.create
        if (typeof create !== 'function') throw new Error('hbspt.forms.create is missing')
        create({
          region: settings.formsRegion,
          portalId: settings.formsPortalId,
          formId: settings.formsFormId,
          target: `#${target.id}`,
          onFormReady: (form) => {
            if (!live) return
            capFormFields(formElementOf(form, target))
            setStatus('ready')
          },
          onFormSubmit: () => {
            if (live) setStatus('submitted')
          },
        })
      })
      .catch((error: unknown) => {
        if (!live) return
        console.error('Contact form failed to load:', error)
        setStatus('failed')
      })
    return () => {
      live = false
      // The provider's markup is not React's; leave the container empty for a re-run.
      target.replaceChildren()
    }
  }, [])

  return (
    <div className="contact-form" data-status={status}>
      {status !== 'submitted' && status !== 'failed' && (
        <p className="contact-form__instruction">
          Tell us about your project — what you're making, when it needs to land, and how we can
          help.
        </p>
      )}
      {status === 'loading' && (
        <p className="contact-form__loading" role="status">
          Loading the form…
        </p>
      )}
      {status === 'failed' && (
        <p className="contact-form__fallback">
          The form didn't load. Write to us at <a href={`mailto:${contactEmail}`}>{contactEmail}</a>{' '}
          and we'll get back to you.
        </p>
      )}
      <div
        id={targetId}
        ref={targetRef}
        className="contact-form__target"
        hidden={status === 'failed'}
      />
    </div>
  )
}
