// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import {
  answerRendererSetup,
  readyForStage,
  STAGE_EXTENSIONS,
  STAGE_PARAMETERS,
  sizeForStage,
  UNUSED_EXTENSIONS,
} from './stage-context.ts'

/** A context whose calls are on its prototype, as a browser's are. */
function fakeContext() {
  const asked: string[] = []
  const read: number[] = []
  let lost = false
  const proto = {
    getExtension: (name: string) => {
      asked.push(name)
      return {}
    },
    // Answers with the parameter and how many times it has been read.
    getParameter: (pname: number) => {
      read.push(pname)
      return `${pname}#${read.filter((p) => p === pname).length}`
    },
    isContextLost: () => lost,
  }
  const gl = Object.create(proto) as WebGL2RenderingContext
  return { gl, asked, read, lose: () => (lost = true) }
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
  it('enables each extension three.js asks for, then reads its parameters, one per task', async () => {
    const { gl, asked, read } = fakeContext()
    const seenAtWait: number[] = []
    await readyForStage(
      gl,
      () => true,
      async () => {
        seenAtWait.push(asked.length + read.length)
      },
    )
    expect(asked).toEqual([...STAGE_EXTENSIONS])
    expect(read).toEqual([...STAGE_PARAMETERS])
    // Before each call the task yielded, with one more call made each time.
    const calls = STAGE_EXTENSIONS.length + STAGE_PARAMETERS.length
    expect(seenAtWait).toEqual(Array.from({ length: calls }, (_, i) => i))
  })

  it('stops when the stage is no longer wanted or the context is lost', async () => {
    const gone = fakeContext()
    let wanted = true
    await readyForStage(
      gone.gl,
      () => wanted,
      async () => {
        if (gone.asked.length === 1) wanted = false
      },
    )
    expect(gone.asked).toHaveLength(1)
    expect(gone.read).toHaveLength(0)

    const lost = fakeContext()
    await readyForStage(
      lost.gl,
      () => true,
      async () => {
        if (lost.read.length === 2) lost.lose()
      },
    )
    expect(lost.asked).toHaveLength(STAGE_EXTENSIONS.length)
    expect(lost.read).toHaveLength(2)
  })
})

describe('answerRendererSetup', () => {
  const [samples, version] = STAGE_PARAMETERS
  const ready = (gl: WebGL2RenderingContext, wanted = () => true) =>
    readyForStage(gl, wanted, async () => {})

  it('answers each parameter read ahead once, from that reading, then asks the context', async () => {
    const { gl, read } = fakeContext()
    await ready(gl)
    expect(read).toEqual([...STAGE_PARAMETERS])
    const done = answerRendererSetup(gl)
    // three.js's setup: no new round trip for what was read ahead.
    expect(gl.getParameter(samples)).toBe(`${samples}#1`)
    expect(gl.getParameter(version)).toBe(`${version}#1`)
    expect(read).toEqual([...STAGE_PARAMETERS])
    // A second call, or another parameter, is the context's to answer.
    expect(gl.getParameter(samples)).toBe(`${samples}#2`)
    expect(gl.getParameter(0x0d33)).toBe(`${0x0d33}#1`)
    done()
    expect(Object.hasOwn(gl, 'getParameter')).toBe(false)
    expect(gl.getParameter(version)).toBe(`${version}#2`)
  })

  it('keeps the extensions the stage never uses off during the setup, and only then', async () => {
    const { gl, asked } = fakeContext()
    await ready(gl)
    const done = answerRendererSetup(gl)
    for (const name of UNUSED_EXTENSIONS) expect(gl.getExtension(name)).toBeNull()
    // What the stage uses is the context's to answer.
    expect(gl.getExtension('EXT_texture_filter_anisotropic')).toEqual({})
    expect(asked).toEqual([...STAGE_EXTENSIONS, 'EXT_texture_filter_anisotropic'])
    done()
    expect(Object.hasOwn(gl, 'getExtension')).toBe(false)
    expect(gl.getExtension(UNUSED_EXTENSIONS[0])).toEqual({})
  })

  it('hands its readings over once; a context readied in part or not at all has none', async () => {
    const { gl, read } = fakeContext()
    await ready(gl)
    answerRendererSetup(gl)()
    expect(gl.getParameter(samples)).toBe(`${samples}#2`)
    // A second setup reads for itself.
    answerRendererSetup(gl)
    expect(gl.getParameter(version)).toBe(`${version}#2`)

    const fresh = fakeContext()
    answerRendererSetup(fresh.gl)
    expect(fresh.gl.getParameter(samples)).toBe(`${samples}#1`)
    expect(fresh.read).toEqual([samples])

    // Cut short after the extensions, before any parameter was read.
    const cut = fakeContext()
    await ready(cut.gl, () => cut.asked.length < STAGE_EXTENSIONS.length)
    answerRendererSetup(cut.gl)
    expect(cut.gl.getParameter(samples)).toBe(`${samples}#1`)
    expect(read).toHaveLength(STAGE_PARAMETERS.length + 2)
  })
})
