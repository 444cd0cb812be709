// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest'
import {
  advance,
  type EmbedConsole,
  endEmbedTest,
  expectCleanUnmount,
  logged,
  scriptLoads,
  startEmbedTest,
} from '../../../tests/unit/embed-harness.ts'
import { mountReact, type ReactHost } from '../../../tests/unit/react-host.ts'
import { STUDIO_EMAIL } from '../../content/studio.ts'
import { RENDER_LIMIT_MS, SUBMIT_LIMIT_MS } from '../embed-status.ts'
import type { FormsCreateOptions } from '../providers.d.ts'
import { ContactForm } from './ContactForm.tsx'

let host: ReactHost
let create: Mock<(options: FormsCreateOptions) => void>
let log: EmbedConsole

beforeEach(async () => {
  log = startEmbedTest()
  // A provider whose create() draws nothing: each test draws (or not) through its options.
  create = vi.fn()
  window.hbspt = { forms: { create } }
  host = mountReact({ attached: true })
  await host.render(<ContactForm />)
})

afterEach(() => {
  host.unmount()
  delete window.hbspt
  endEmbedTest()
})

const root = () => host.host.querySelector('.contact-form') as HTMLElement
const statusText = () => host.host.querySelector('[role=status]')?.textContent ?? ''
const instruction = () => host.host.querySelector('.contact-form__instruction')
const target = () => host.host.querySelector('.contact-form__target') as HTMLElement
const options = () => create.mock.calls[0]?.[0] as FormsCreateOptions

/** What the provider does once it has its form: draw it into the target, then onFormReady. */
async function providerDraws(): Promise<HTMLFormElement> {
  const form = document.createElement('form')
  form.innerHTML =
    '<input name="email"><textarea name="message"></textarea><div role="alert"></div>'
  await act(async () => {
    document.querySelector(options().target)?.append(form)
    options().onFormReady?.([form])
  })
  return form
}

async function submitted(callback: 'onFormSubmit' | 'onFormSubmitted'): Promise<void> {
  await act(async () => {
    options()[callback]?.([], {})
  })
}

describe('ContactForm: a provider that never draws', () => {
  it('falls back to the address at the limit, once, and a late form stays hidden', async () => {
    await scriptLoads()
    expect(create).toHaveBeenCalledOnce()
    await advance(RENDER_LIMIT_MS - 1)
    expect(statusText()).toBe('Loading the form…')
    expect(log.errors).not.toHaveBeenCalled()

    await advance(1)
    expect(root().dataset.status).toBe('fallback')
    expect(statusText()).toMatch(/^The form didn't load\. Write to us at/)
    expect(host.host.querySelector('[role=status] a')?.getAttribute('href')).toBe(
      `mailto:${STUDIO_EMAIL}`,
    )
    expect(host.host.querySelector('.contact-form__loading')).toBeNull()
    expect(logged(log.errors, 'Contact form failed to load:')).toBe(1)
    expect(vi.getTimerCount()).toBe(0)

    // One behaviour for a late provider: its form stays hidden, the fallback stays.
    const late = await providerDraws()
    expect(target().hidden).toBe(true)
    expect(target().contains(late)).toBe(true)
    expect(late.querySelector('input')?.maxLength).not.toBe(100)
    expect(root().dataset.status).toBe('fallback')
    expect(statusText()).toMatch(/^The form didn't load/)
    expect(logged(log.warnings, 'Contact form arrived after its time limit')).toBe(1)
    await advance(RENDER_LIMIT_MS * 5)
    expect(log.errors).toHaveBeenCalledOnce()
  })

  it('a script that never loads falls back too, and creates nothing when it arrives late', async () => {
    await advance(RENDER_LIMIT_MS)
    expect(root().dataset.status).toBe('fallback')
    await scriptLoads()
    expect(create).not.toHaveBeenCalled()
    expect(logged(log.errors, 'Contact form failed to load:')).toBe(1)
  })

  it('leaves no timer behind when unmounted while loading', async () => {
    await expectCleanUnmount(() => host.unmount(), log)
    host = mountReact()
  })
})

describe('ContactForm: a submission', () => {
  beforeEach(async () => {
    await scriptLoads()
    await providerDraws()
  })

  it('says it is sending, and reads as sent only after onFormSubmitted', async () => {
    expect(root().dataset.status).toBe('ready')
    expect(target().querySelector('input')?.maxLength).toBe(100)
    await submitted('onFormSubmit')
    expect(root().dataset.status).toBe('sending')
    expect(statusText()).toBe('Sending your message…')
    expect(instruction()).not.toBeNull()

    await submitted('onFormSubmitted')
    expect(root().dataset.status).toBe('sent')
    expect(instruction()).toBeNull()
    expect(statusText()).toBe('')
    expect(log.errors).not.toHaveBeenCalled()
    expect(vi.getTimerCount()).toBe(0)
  })

  it('keeps the form when the provider shows an error, says what to do, logs once', async () => {
    await submitted('onFormSubmit')
    const alert = target().querySelector('[role=alert]') as HTMLElement
    await act(async () => {
      alert.textContent = 'Your message could not be sent.'
    })
    expect(root().dataset.status).toBe('unsent')
    expect(statusText()).toMatch(/no confirmation that your message was sent/)
    expect(host.host.querySelector('[role=status] a')?.getAttribute('href')).toBe(
      `mailto:${STUDIO_EMAIL}`,
    )
    expect(instruction()).not.toBeNull()
    expect(target().hidden).toBe(false)
    expect(target().querySelector('form')).not.toBeNull()
    expect(logged(log.errors, 'Contact form was not sent:')).toBe(1)
    expect(log.errors.mock.calls[0]?.[1]).toBe('Your message could not be sent.')

    // Trying again: the provider clears its alert, then accepts.
    await submitted('onFormSubmit')
    await act(async () => {
      alert.textContent = ''
    })
    expect(root().dataset.status).toBe('sending')
    await submitted('onFormSubmitted')
    expect(root().dataset.status).toBe('sent')
    expect(log.errors).toHaveBeenCalledOnce()
  })

  it('an unanswered submission gets the address after its limit; a late answer still counts', async () => {
    await submitted('onFormSubmit')
    await advance(SUBMIT_LIMIT_MS - 1)
    expect(root().dataset.status).toBe('sending')
    await advance(1)
    expect(root().dataset.status).toBe('unsent')
    expect(log.errors.mock.calls).toEqual([
      ['Contact form was not sent:', `no answer within ${SUBMIT_LIMIT_MS / 1000} s`],
    ])
    await submitted('onFormSubmitted')
    expect(root().dataset.status).toBe('sent')
  })

  it('leaves no timer behind when unmounted while sending', async () => {
    await submitted('onFormSubmit')
    await expectCleanUnmount(() => host.unmount(), log)
    host = mountReact()
  })
})
