// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { lockScroll, unlockScroll } from './scroll-lock.ts'

const $ = (selector: string) => document.querySelector(selector) as Element
const inert = () =>
  Array.from(document.querySelectorAll('[inert]'))
    .map((el) => el.id)
    .sort()

beforeEach(() => {
  document.body.innerHTML = `
    <div id="root"><div id="app">
      <a id="skip" href="#main">skip</a>
      <header id="header"><div id="menu"></div></header>
      <main id="main"></main>
      <div id="rotate"></div>
      <div id="cursor"></div>
    </div></div>
    <div id="below"></div>
    <script id="script"></script>`
})

afterEach(() => {
  for (const holder of ['menu', 'rotate', 'reel']) unlockScroll(holder)
})

describe('scroll lock', () => {
  it('makes main and body extras inert by default, and locks the document', () => {
    lockScroll('menu')
    expect(inert()).toEqual(['below', 'main'])
    expect(document.documentElement.classList.contains('is-scroll-locked')).toBe(true)
    unlockScroll('menu')
    expect(inert()).toEqual([])
    expect(document.documentElement.classList.contains('is-scroll-locked')).toBe(false)
  })

  it('with a kept element, makes everything outside it inert', () => {
    lockScroll('rotate', $('#rotate'))
    expect(inert()).toEqual(['below', 'cursor', 'header', 'main', 'skip'])
    unlockScroll('rotate')
    expect(inert()).toEqual([])
  })

  it('keeps what another holder still covers when one lets go', () => {
    lockScroll('menu')
    lockScroll('rotate', $('#rotate'))
    unlockScroll('menu')
    expect(inert()).toEqual(['below', 'cursor', 'header', 'main', 'skip'])
    expect(document.documentElement.classList.contains('is-scroll-locked')).toBe(true)
    lockScroll('menu')
    unlockScroll('rotate')
    expect(inert()).toEqual(['below', 'main'])
  })

  it('leaves an element that was inert of its own inert', () => {
    $('#cursor').setAttribute('inert', '')
    lockScroll('rotate', $('#rotate'))
    unlockScroll('rotate')
    expect(inert()).toEqual(['cursor'])
  })
})
