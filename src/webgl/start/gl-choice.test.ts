import { describe, expect, it } from 'vitest'
import { glChoiceFrom } from './gl-choice.ts'

describe('glChoiceFrom', () => {
  it('judges the machine unless the visit or the query says otherwise', () => {
    expect(glChoiceFrom('', null)).toEqual({ mode: 'auto' })
    expect(glChoiceFrom('?lang=en', null)).toEqual({ mode: 'auto' })
  })

  it('keeps the canvas for the visit on ?gl=force, and on its pages after, whose links drop the query', () => {
    expect(glChoiceFrom('?gl=force', null)).toEqual({ mode: 'force', store: 'force' })
    expect(glChoiceFrom('', 'force')).toEqual({ mode: 'force' })
  })

  it('forgets the setting and a step aside on ?gl=auto', () => {
    expect(glChoiceFrom('?gl=auto', 'force')).toEqual({ mode: 'auto', store: null })
    expect(glChoiceFrom('?gl=auto', 'aside')).toEqual({ mode: 'auto', store: null })
  })

  it('stays on the DOM images for the rest of a visit whose stage stepped aside', () => {
    expect(glChoiceFrom('', 'aside')).toEqual({ mode: 'off' })
    expect(glChoiceFrom('?gl=force', 'aside')).toEqual({ mode: 'force', store: 'force' })
  })

  it('turns the canvas off for one page on ?nogl, storing nothing', () => {
    expect(glChoiceFrom('?nogl', null)).toEqual({ mode: 'off' })
    expect(glChoiceFrom('?nogl&gl=force', 'force')).toEqual({ mode: 'off' })
  })

  it('ignores values it does not know', () => {
    expect(glChoiceFrom('?gl=fast', null)).toEqual({ mode: 'auto' })
    expect(glChoiceFrom('', 'something')).toEqual({ mode: 'auto' })
  })
})
