// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { readyForStage, STAGE_EXTENSIONS, sizeForStage } from './stage-context.ts'

function fakeContext() {
  const asked: string[] = []
  let lost = false
  const gl = {
    getExtension: (name: string) => {
      asked.push(name)
      return {}
    },
    isContextLost: () => lost,
  } as unknown as WebGL2RenderingContext
  return { gl, asked, lose: () => (lost = true) }
}

describe('sizeForStage', () => {
  it('gives the drawing buffer the viewport at the ratio the stage starts with', () => {
    const canvas = document.createElement('canvas')
    sizeForStage(canvas, 1350, 940, 1)
    expect([canvas.width, canvas.height]).toEqual([1350, 940])
    sizeForStage(canvas, 1440, 900, 1.5)
    expect([canvas.width, canvas.height]).toEqual([2160, 1350])
    // The stage clamps the device ratio to 2 (dpr [1, 2]).
    sizeForStage(canvas, 1024, 768, 3)
    expect([canvas.width, canvas.height]).toEqual([2048, 1536])
  })
})

describe('readyForStage', () => {
  it('enables each extension three.js asks for, in order, one per task', async () => {
    const { gl, asked } = fakeContext()
    const seenAtWait: number[] = []
    await readyForStage(
      gl,
      () => true,
      async () => {
        seenAtWait.push(asked.length)
      },
    )
    expect(asked).toEqual([...STAGE_EXTENSIONS])
    // Before each call the task yielded, with one more extension asked each time.
    expect(seenAtWait).toEqual(STAGE_EXTENSIONS.map((_, i) => i))
  })

  it('stops when the stage is no longer wanted or the context is lost', async () => {
    const gone = fakeContext()
    let wanted = true
    await readyForStage(
      gone.gl,
      () => wanted,
      async () => {
        if (gone.asked.length === 2) wanted = false
      },
    )
    expect(gone.asked).toHaveLength(2)

    const lost = fakeContext()
    await readyForStage(
      lost.gl,
      () => true,
      async () => {
        if (lost.asked.length === 3) lost.lose()
      },
    )
    expect(lost.asked).toHaveLength(3)
  })
})
