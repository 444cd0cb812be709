import { afterEach, describe, expect, it, vi } from 'vitest'
import { checkAnswer } from './live-answer.ts'
import { routeContent } from './route-content.ts'
import type { Entry } from './types.ts'

afterEach(() => vi.restoreAllMocks())

const project = (id: string, order: number) =>
  ({ _id: id, _type: 'workProject', title: id, slug: id, order }) as unknown as Entry
const shop = { _id: 's', _type: 'shopItem', title: 'Mug' } as unknown as Entry

describe('checkAnswer', () => {
  it('throws on an answer that is not a list, naming what came instead', () => {
    expect(() => checkAnswer({ result: [] }, null, [])).toThrow('answered a object instead')
    expect(() => checkAnswer(null, null, [])).toThrow('answered null instead of a list')
  })

  it('keeps the documents the site renders and drops a malformed one, logged', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { live } = checkAnswer([project('a', 1), { _type: 'workProject' }, shop], null, [])
    expect(live.map((e) => e._id)).toEqual(['a', 's'])
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it("is the same when the route's cut of the answer is what the page shows", () => {
    const answer = [project('a', 1), project('b', 2), shop]
    const shown = routeContent('/work', answer)
    expect(checkAnswer(answer, '/work', shown).same).toBe(true)
    // The shop item is not on /work: a change to it leaves /work the same.
    expect(
      checkAnswer([...answer.slice(0, 2), { ...shop, title: 'Cup' }], '/work', shown).same,
    ).toBe(true)
  })

  it('is not the same when anything the route renders changed, or with no route to compare', () => {
    const answer = [project('a', 1), project('b', 2)]
    const shown = routeContent('/work', answer)
    const renamed = [project('a', 1), { ...project('b', 2), title: 'B, renamed' }]
    expect(checkAnswer(renamed, '/work', shown).same).toBe(false)
    expect(checkAnswer([...answer, project('c', 3)], '/work', shown).same).toBe(false)
    expect(checkAnswer(answer, null, shown).same).toBe(false)
  })
})
