/**
 * How long a provider has, from mount, to draw before the e-mail fallback replaces the
 * loading state: script plus listing takes a few seconds on a slow mobile connection, and
 * past about 10 s a visitor stops waiting, so they get the address instead.
 */
export const RENDER_LIMIT_MS = 10_000

/**
 * How long a submission may go unanswered before the visitor is told it may not have gone
 * through: one small request, so a longer wait means the provider or the network is stuck.
 */
export const SUBMIT_LIMIT_MS = 20_000

/**
 * `fallback` is final for a mount: a provider that draws after it gets no second place on
 * screen. `unsent` keeps the form, so the visitor can try again or write instead.
 */
export type EmbedStatus = 'loading' | 'ready' | 'fallback' | 'sending' | 'sent' | 'unsent'

export type EmbedEvent =
  | { type: 'rendered' }
  | { type: 'load-failed'; error: unknown }
  | { type: 'timed-out'; afterMs: number }
  | { type: 'submit' }
  | { type: 'submitted' }
  | { type: 'refused'; message: string }

/** The status after `event`; an event that means nothing in `status` leaves it as it is. */
export function nextStatus(status: EmbedStatus, event: EmbedEvent): EmbedStatus {
  switch (event.type) {
    case 'rendered':
      return status === 'loading' ? 'ready' : status
    case 'load-failed':
      return status === 'loading' ? 'fallback' : status
    case 'timed-out':
      if (status === 'loading') return 'fallback'
      return status === 'sending' ? 'unsent' : status
    case 'submit':
      return status === 'ready' || status === 'unsent' ? 'sending' : status
    case 'submitted':
      // The provider's word settles it, even after the wait ran out or without onFormSubmit.
      return status === 'ready' || status === 'sending' || status === 'unsent' ? 'sent' : status
    case 'refused':
      return status === 'sending' ? 'unsent' : status
  }
}

/** Why an embed failed, for the one log line its failure gets. */
function failureReason(event: EmbedEvent): unknown {
  if (event.type === 'load-failed') return event.error
  if (event.type === 'timed-out') return `no answer within ${event.afterMs / 1000} s`
  if (event.type === 'refused') return event.message
  return event.type
}

export interface StatusMachine {
  readonly status: EmbedStatus
  send(event: EmbedEvent): void
  /** Clears the pending time limit and ignores every later event (unmount). */
  stop(): void
}

interface MachineOptions {
  /** What its log lines call the embed: 'Contact form'. */
  name: string
  /** The time limit for each waiting status; entering one starts its timer, leaving clears it. */
  limits: Partial<Record<EmbedStatus, number>>
  /** Called once per real change, never for an event that leaves the status as it is. */
  onChange: (status: EmbedStatus) => void
}

/**
 * An embed's status for one mount, with the time limits of its waiting states; each failure
 * is logged as it happens, so once. It lives in an effect (it starts a timer at once), so
 * rendering never touches it.
 */
export function startStatusMachine({ name, limits, onChange }: MachineOptions): StatusMachine {
  let status: EmbedStatus = 'loading'
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopped = false

  const arm = () => {
    clearTimeout(timer)
    timer = undefined
    const afterMs = limits[status]
    if (afterMs !== undefined)
      timer = setTimeout(() => send({ type: 'timed-out', afterMs }), afterMs)
  }
  const send = (event: EmbedEvent) => {
    if (stopped) return
    const next = nextStatus(status, event)
    if (next === status) return
    status = next
    arm()
    if (next === 'fallback') console.error(`${name} failed to load:`, failureReason(event))
    if (next === 'unsent') console.error(`${name} was not sent:`, failureReason(event))
    onChange(next)
  }
  arm()
  return {
    get status() {
      return status
    },
    send,
    stop() {
      stopped = true
      clearTimeout(timer)
    },
  }
}
