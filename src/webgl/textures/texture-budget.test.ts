import { describe, expect, it } from 'vitest'
import { BUDGET_SCREENS, fittedBytes, TextureBudget, textureBudget } from './texture-budget.ts'

describe('texture budget size', () => {
  it('is a number of screenfuls of device pixels, RGBA8', () => {
    expect(textureBudget(1440, 900, 1)).toBe(BUDGET_SCREENS * 1440 * 900 * 4)
    expect(textureBudget(1440, 900, 2)).toBe(4 * textureBudget(1440, 900, 1))
  })

  it('sizes a fitted texture by the device pixels of its slot', () => {
    expect(fittedBytes(400, 300, 1)).toBe(400 * 300 * 4)
    expect(fittedBytes(400, 300, 1.5)).toBe(600 * 450 * 4)
    expect(fittedBytes(0, 300, 1)).toBe(300 * 4)
  })
})

describe('texture budget within and over', () => {
  it('releases nothing while within the budget', () => {
    const budget = new TextureBudget<string>()
    budget.begin(100)
    budget.hold(60)
    budget.spare('far', 900, 60)
    budget.hold(40)
    expect(budget.overflow()).toBeNull()
    budget.want(1, 10)
    expect(budget.fillIn).toBe(false)
  })

  it('over budget, releases the spare farthest from view, and fills in nothing', () => {
    const budget = new TextureBudget<string>()
    budget.begin(100)
    budget.hold(50)
    budget.spare('near', 200, 50)
    budget.hold(50)
    budget.spare('farthest', 900, 50)
    budget.hold(30)
    budget.spare('middle', 500, 30)
    budget.want(10, 100)
    expect(budget.fillIn).toBe(false)
    expect(budget.overflow()).toBe('farthest')
    // 80 of 100 held once it is gone: nothing more this frame.
    expect(budget.overflow()).toBeNull()
  })

  it('releases in one frame as many of the farthest as it takes to get back within budget', () => {
    const budget = new TextureBudget<string>()
    budget.begin(100)
    // A jump: pictures in view on their way (held already), far ones kept.
    budget.hold(90)
    for (const [name, distance] of [
      ['d500', 500],
      ['d900', 900],
      ['d700', 700],
      ['d300', 300],
    ] as const) {
      budget.hold(20)
      budget.spare(name, distance, 20)
    }
    const released: string[] = []
    for (let next = budget.overflow(); next !== null; next = budget.overflow()) released.push(next)
    // 170 held: four of 20 must go for 90; farthest first.
    expect(released).toEqual(['d900', 'd700', 'd500', 'd300'])
    expect(budget.held).toBe(90)
  })

  it('over budget with nothing spare (all in or near view), releases nothing', () => {
    const budget = new TextureBudget<string>()
    budget.begin(100)
    budget.hold(300)
    expect(budget.overflow()).toBeNull()
  })

  it('starts each frame afresh', () => {
    const budget = new TextureBudget<string>()
    budget.begin(100)
    budget.hold(300)
    budget.spare('old', 10, 30)
    budget.want(30, 0)
    budget.begin(100)
    expect(budget.held).toBe(0)
    expect(budget.overflow()).toBeNull()
    expect(budget.fillIn).toBe(false)
  })
})

describe('texture budget at rest', () => {
  it('at rest, a missing picture that does not fit makes room only from farther ones', () => {
    const budget = new TextureBudget<string>()
    budget.begin(100)
    budget.hold(80)
    budget.spare('at 500', 500, 30)
    budget.want(30, 200)
    expect(budget.fillIn).toBe(false)
    expect(budget.overflow()).toBe('at 500')
    budget.begin(100)
    budget.hold(80)
    budget.spare('at 100', 100, 30)
    budget.want(30, 200)
    expect(budget.overflow()).toBeNull()
    budget.begin(100)
    budget.hold(70)
    budget.spare('at 500', 500, 30)
    budget.want(30, 200)
    expect(budget.fillIn).toBe(true)
    expect(budget.overflow()).toBeNull()
  })

  it('settles on the pictures nearest the view, from any start, with no see-saw', () => {
    // Pictures at distances 0..9 from view, 30 bytes each, the budget 100: the frames a
    // resting track runs, with PlaneSet's rule (fill the nearest missing one when it fits,
    // release the farthest kept while over).
    for (const start of [[0, 9, 8, 7, 6], [], [5], [9, 4]]) {
      const kept = new Set(start)
      const budget = new TextureBudget<number>()
      const history: string[] = []
      for (let frame = 0; frame < 20; frame++) {
        budget.begin(100)
        let nearestMissing = -1
        for (let d = 0; d < 10; d++) {
          if (kept.has(d)) {
            budget.hold(30)
            budget.spare(d, d, 30)
          } else if (nearestMissing < 0) nearestMissing = d
        }
        if (nearestMissing >= 0) {
          budget.want(30, nearestMissing)
          if (budget.fillIn) kept.add(nearestMissing)
        }
        const release = budget.overflow()
        if (release !== null) kept.delete(release)
        history.push([...kept].sort((a, b) => a - b).join(','))
      }
      expect(history.at(-1), `from ${start}`).toBe('0,1,2')
      // Settled for good: the last frames change nothing.
      expect(new Set(history.slice(-5)).size, `from ${start}`).toBe(1)
    }
  })
})
