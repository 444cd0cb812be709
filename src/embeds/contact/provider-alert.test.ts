// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { filledAlertText } from './provider-alert.ts'

afterEach(() => document.body.replaceChildren())

/** The records a MutationObserver on `root` collects while `change` runs. */
async function recordsOf(root: Element, change: () => void): Promise<MutationRecord[]> {
  const records: MutationRecord[] = []
  const observer = new MutationObserver((batch) => records.push(...batch))
  observer.observe(root, { childList: true, subtree: true, characterData: true })
  change()
  await Promise.resolve()
  records.push(...observer.takeRecords())
  observer.disconnect()
  return records
}

function form(): { root: HTMLElement; alert: HTMLElement } {
  document.body.innerHTML =
    '<div id="root"><form><input name="email"><div role="alert"></div></form></div>'
  const root = document.getElementById('root') as HTMLElement
  return { root, alert: root.querySelector('[role=alert]') as HTMLElement }
}

describe('filledAlertText', () => {
  it('reads an alert whose text was set (the lake stand-in)', async () => {
    const { root, alert } = form()
    const records = await recordsOf(root, () => {
      alert.textContent = ' Your message could not be sent. '
    })
    expect(filledAlertText(records)).toBe('Your message could not be sent.')
  })

  it('reads an alert added with its text (HubSpot error lists)', async () => {
    const { root } = form()
    const records = await recordsOf(root, () => {
      const rollup = document.createElement('div')
      rollup.innerHTML = '<ul role="alert"><li>Please try again.</li></ul>'
      root.querySelector('form')?.append(rollup)
    })
    expect(filledAlertText(records)).toBe('Please try again.')
  })

  it('reads a text node changed inside an alert', async () => {
    const { root, alert } = form()
    alert.textContent = 'old'
    const records = await recordsOf(root, () => {
      ;(alert.firstChild as Text).data = 'new reason'
    })
    expect(filledAlertText(records)).toBe('new reason')
  })

  it('ignores an emptied alert, and an old alert beside other changes', async () => {
    const { root, alert } = form()
    alert.textContent = 'An old failure'
    const records = await recordsOf(root, () => {
      alert.textContent = ''
      alert.textContent = 'An old failure'
      alert.textContent = ''
      root.querySelector('form')?.setAttribute('aria-busy', 'true')
      root.querySelector('form')?.append(document.createElement('p'))
    })
    expect(records.length).toBeGreaterThan(0)
    expect(filledAlertText(records.filter((r) => r.target !== alert))).toBeNull()
    expect(filledAlertText([])).toBeNull()
  })

  it('ignores the thank-you status that replaces a sent form', async () => {
    const { root } = form()
    const records = await recordsOf(root, () => {
      const status = document.createElement('div')
      status.setAttribute('role', 'status')
      root.replaceChildren(status)
      status.textContent = 'Thanks for submitting the form.'
    })
    expect(filledAlertText(records)).toBeNull()
  })
})
