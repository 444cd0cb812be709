// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import { landingPicture, linkPicture, sourcePlane } from './flight-pictures.ts'

/** A page like the site's: panels in a track, cards whose links hold their picture. */
function page(html: string): HTMLElement {
  const track = document.createElement('div')
  track.innerHTML = html
  document.body.replaceChildren(track)
  return track
}

const planesOf = (root: Element) => [...root.querySelectorAll('[data-plane]')].map((el) => ({ el }))

const LIST = `
  <article class="panel"><a href="/work/a"><div data-plane id="pa"><img></div></a></article>
  <article class="panel"><a href="/work/b"><div data-plane id="pb"><img></div></a></article>`
const HOME_DIGEST = `
  <section class="panel"><ol><li><a href="/digest/x">X</a></li><li><a href="/digest/y">Y</a></li></ol>
  <div data-plane id="section-picture"><img></div></section>`

beforeEach(() => {
  document.body.replaceChildren()
})

describe('linkPicture', () => {
  it('is the link’s own picture, else its panel’s (home’s digest list shares one)', () => {
    const list = page(LIST)
    expect(linkPicture(list.querySelector('a[href="/work/b"]') as Element)?.id).toBe('pb')
    const home = page(HOME_DIGEST)
    expect(linkPicture(home.querySelector('a[href="/digest/y"]') as Element)?.id).toBe(
      'section-picture',
    )
  })
})

describe('sourcePlane: the picture of the page left that takes off', () => {
  it('is the clicked card’s, found in the page that has just left the DOM', () => {
    const track = page(LIST)
    const planes = planesOf(track)
    const clicked = track.querySelector<HTMLAnchorElement>('a[href="/work/b"]')
    track.replaceChildren()
    const plane = sourcePlane({ kind: 'link', to: '/work/b' }, planes, clicked)
    expect(plane?.el.id).toBe('pb')
  })

  it('without a click (Forward), the first plane inside a link to the page', () => {
    const planes = planesOf(page(LIST))
    expect(sourcePlane({ kind: 'link', to: '/work/b' }, planes, null)?.el.id).toBe('pb')
    expect(sourcePlane({ kind: 'link', to: '/work/z' }, planes, null)).toBeNull()
  })

  it('is home’s digest picture for the article link clicked beside it', () => {
    const track = page(HOME_DIGEST)
    const clicked = track.querySelector<HTMLAnchorElement>('a[href="/digest/x"]')
    const plane = sourcePlane({ kind: 'link', to: '/digest/x' }, planesOf(track), clicked)
    expect(plane?.el.id).toBe('section-picture')
  })

  it('is the page’s first picture on the way out of a project (Back, "Return to work")', () => {
    const planes = planesOf(page(LIST))
    expect(sourcePlane({ kind: 'hero' }, planes, null)?.el.id).toBe('pa')
    expect(sourcePlane(null, planes, null)).toBeNull()
  })
})

describe('landingPicture: where it lands on the page arrived', () => {
  it('is the first picture going into a project, the card leading back coming out', () => {
    const track = page(LIST)
    const first = track.querySelector('[data-plane]')
    expect(landingPicture({ kind: 'hero' }, track, first)).toBe(first)
    expect(landingPicture({ kind: 'link', to: '/work/b' }, track, first)?.id).toBe('pb')
    expect(landingPicture({ kind: 'link', to: '/work/z' }, track, first)).toBeNull()
    expect(landingPicture(null, track, first)).toBeNull()
  })
})
