// @vitest-environment jsdom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { renderToStaticMarkup } from 'react-dom/server'
import { ref } from 'valtio'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { contentStore, resetContentStore } from '../../content/store.ts'
import type { AboutPage as AboutDoc } from '../../content/types.ts'
import { AboutHeader } from './AboutHeader.tsx'
import { AboutPage } from './AboutPage.tsx'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

// Broken content as a dataset may hold it: objects where the model says strings.
const broken = {
  _id: 'aboutPage',
  _type: 'aboutPage',
  subheading: { _type: 'localeString', en: 'makers' },
  headerBlurb: 42,
  studiosSection: {
    title: ['Studios'],
    studios: [
      { _key: 'a', name: { en: 'Durham' }, description: 'Good studio' },
      { _key: 'b', name: 'Phoenix', description: { en: 'x' } },
    ],
  },
  peopleSection: { title: 'People', people: [{ _key: 'p', name: 'Ada', title: { x: 1 } }] },
} as unknown as AboutDoc

let host: HTMLDivElement
let root: Root

beforeEach(() => {
  host = document.createElement('div')
  root = createRoot(host)
})

afterEach(() => {
  act(() => root.unmount())
  resetContentStore()
  vi.restoreAllMocks()
})

describe('AboutHeader', () => {
  it('renders a string subheading and blurb', () => {
    const html = renderToStaticMarkup(
      <AboutHeader
        about={{ _id: 'a', _type: 'aboutPage', subheading: 'Makers', headerBlurb: 'Blurb' }}
      />,
    )
    expect(html).toContain('<p class="about-head__sub">Makers</p>')
    expect(html).toContain('<p class="about-copy__blurb">Blurb</p>')
  })

  it('skips a subheading or blurb that is not a string instead of throwing', () => {
    const html = renderToStaticMarkup(<AboutHeader about={broken} />)
    expect(html).toContain('<h1 class="about-head__title">About</h1>')
    expect(html).not.toContain('about-head__sub')
    expect(html).not.toContain('about-copy__blurb')
  })
})

describe('AboutPage', () => {
  it('renders every section around non-string text fields, logging nothing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    contentStore.entries = ref([broken])
    await act(async () => root.render(<AboutPage />))
    expect(host.querySelector('h1')?.textContent).toBe('About')
    expect(host.querySelector('.about-studios h2')?.textContent).toBe('Studios')
    expect([...host.querySelectorAll('.about-studio__name')].map((n) => n.textContent)).toEqual([
      '',
      'Phoenix',
    ])
    expect(host.querySelector('.about-studio__text')?.textContent).toBe('Good studio')
    expect(host.querySelector('.about-person__name')?.textContent).toBe('Ada')
    expect(host.querySelector('.about-person__title')).toBeNull()
    expect(error).not.toHaveBeenCalledWith(
      expect.stringContaining('Content failed to render'),
      expect.anything(),
      expect.anything(),
    )
  })
})
