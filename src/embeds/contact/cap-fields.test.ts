// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import {
  capFormFields,
  formElementOf,
  INPUT_MAX_LENGTH,
  TEXTAREA_MAX_LENGTH,
} from './cap-fields.ts'

beforeEach(() => {
  document.body.innerHTML = `
    <div id="target">
      <form class="hs-form">
        <input name="firstname" type="text">
        <input name="email" type="email" maxlength="1000">
        <textarea name="message"></textarea>
        <input type="submit" value="Submit">
      </form>
    </div>`
})

describe('capFormFields', () => {
  it('caps every input at 100 and every textarea at 500', () => {
    const form = document.querySelector('form') as HTMLFormElement
    expect(capFormFields(form)).toBe(4)
    for (const input of form.querySelectorAll('input')) {
      expect(input.maxLength).toBe(INPUT_MAX_LENGTH)
    }
    expect(form.querySelector('textarea')?.maxLength).toBe(TEXTAREA_MAX_LENGTH)
    expect(INPUT_MAX_LENGTH).toBe(100)
    expect(TEXTAREA_MAX_LENGTH).toBe(500)
  })

  it('replaces a longer limit the provider set', () => {
    capFormFields(document.body)
    expect(document.querySelector<HTMLInputElement>('[name=email]')?.maxLength).toBe(100)
  })

  it('does nothing (and does not throw) on an empty container', () => {
    document.body.innerHTML = '<div></div>'
    expect(capFormFields(document.body)).toBe(0)
  })
})

describe('formElementOf', () => {
  const target = () => document.getElementById('target') as HTMLElement
  const form = () => document.querySelector('form') as HTMLFormElement

  it('takes the form element itself', () => {
    expect(formElementOf(form(), target())).toBe(form())
  })

  it('unwraps a jQuery-style wrapper', () => {
    expect(formElementOf({ 0: form(), length: 1 }, target())).toBe(form())
  })

  it('falls back to the container form, then the container', () => {
    expect(formElementOf(undefined, target())).toBe(form())
    document.body.innerHTML = '<div id="target"></div>'
    expect(formElementOf(null, target())).toBe(target())
  })
})
