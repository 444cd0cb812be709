// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server'
import { ref } from 'valtio'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mountReact, type ReactHost } from '../../../tests/unit/react-host.ts'
import { contentStore, resetContentStore } from '../../content/store.ts'
import type { AboutPage as AboutDoc } from '../../content/types.ts'
import { AboutHeader } from './AboutHeader.tsx'
import { AboutPage } from './AboutPage.tsx'

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

let view: ReactHost

beforeEach(() => {
  view = mountReact()
})

afterEach(() => {
  view.unmount()
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
    await view.render(<AboutPage />)
    expect(view.host.querySelector('h1')?.textContent).toBe('About')
    expect(view.host.querySelector('.about-studios h2')?.textContent).toBe('Studios')
    expect(
      [...view.host.querySelectorAll('.about-studio__name')].map((n) => n.textContent),
    ).toEqual(['', 'Phoenix'])
    expect(view.host.querySelector('.about-studio__text')?.textContent).toBe('Good studio')
    expect(view.host.querySelector('.about-person__name')?.textContent).toBe('Ada')
    expect(view.host.querySelector('.about-person__title')).toBeNull()
    expect(error).not.toHaveBeenCalledWith(
      expect.stringContaining('Content failed to render'),
      expect.anything(),
      expect.anything(),
    )
  })
})
