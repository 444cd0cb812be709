import { useEffect, useId, useRef, useState } from 'react'
import { settings } from '../../content/settings.ts'
import { useSiteLinks } from '../../content/useSiteLinks.ts'
import {
  type EmbedStatus,
  RENDER_LIMIT_MS,
  SUBMIT_LIMIT_MS,
  startStatusMachine,
} from '../embed-status.ts'
import { loadScript } from '../load-script.ts'
import { capFormFields, formElementOf } from './cap-fields.ts'
import { filledAlertText } from './provider-alert.ts'
import './contact-form.css'

const LIMITS = { loading: RENDER_LIMIT_MS, sending: SUBMIT_LIMIT_MS }

/**
 * HubSpot's legacy form embed: script once per page life, form on every mount (a new
 * container each time), fields capped once ready. Sent only on `onFormSubmitted`;
 * a provider that fails or draws nothing in time leaves the address.
 */
export function ContactForm() {
  const targetId = `contact-form-${useId().replace(/[^\w-]/g, '')}`
  const targetRef = useRef<HTMLDivElement>(null)
  const [status, setStatus] = useState<EmbedStatus>('loading')
  const { contactEmail } = useSiteLinks()

  useEffect(() => {
    const target = targetRef.current
    if (!target) return
    let live = true
    const machine = startStatusMachine({
      name: 'Contact form',
      limits: LIMITS,
      onChange: setStatus,
    })
    const observer = new MutationObserver((records) => {
      if (machine.status !== 'sending') return
      const message = filledAlertText(records)
      if (message) machine.send({ type: 'refused', message })
    })
    observer.observe(target, { childList: true, subtree: true, characterData: true })
    loadScript(settings.formsScriptUrl)
      .then(() => {
        // A script that arrives after the fallback showed draws nothing behind it.
        if (!live || machine.status !== 'loading') return
        const create = window.hbspt?.forms?.create
        if (typeof create !== 'function') throw new Error('hbspt.forms.create is missing')
        create({
          region: settings.formsRegion,
          portalId: settings.formsPortalId,
          formId: settings.formsFormId,
          target: `#${target.id}`,
          onFormReady: (form) => {
            if (!live) return
            if (machine.status === 'fallback') {
              // The container stays hidden: the visitor keeps the address they were given.
              console.warn('Contact form arrived after its time limit; the e-mail fallback stays.')
              return
            }
            capFormFields(formElementOf(form, target))
            machine.send({ type: 'rendered' })
          },
          onFormSubmit: () => machine.send({ type: 'submit' }),
          onFormSubmitted: () => machine.send({ type: 'submitted' }),
        })
      })
      .catch((error: unknown) => machine.send({ type: 'load-failed', error }))
    return () => {
      live = false
      machine.stop()
      observer.disconnect()
      // The provider's markup is not React's; leave the container empty for a re-run.
      target.replaceChildren()
    }
  }, [])

  const mail = <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
  return (
    <div className="contact-form" data-status={status}>
      {status !== 'sent' && status !== 'fallback' && (
        <p className="contact-form__instruction">
          Tell us about your project — what you're making, when it needs to land, and how we can
          help.
        </p>
      )}
      <div
        id={targetId}
        ref={targetRef}
        className="contact-form__target"
        hidden={status === 'fallback'}
      />
      {/* One live region for every state, so each change is announced. */}
      <div className="contact-form__status" role="status">
        {status === 'loading' && <p className="contact-form__loading">Loading the form…</p>}
        {status === 'sending' && <p className="contact-form__sending">Sending your message…</p>}
        {status === 'unsent' && (
          <p className="contact-form__note">
            We have no confirmation that your message was sent. It is still in the form: try again
            in a moment, or write to us at {mail}.
          </p>
        )}
        {status === 'fallback' && (
          <p className="contact-form__fallback">
            The form didn't load. Write to us at {mail} and we'll get back to you.
          </p>
        )}
      </div>
    </div>
  )
}
