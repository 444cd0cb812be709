// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { motionWritten } from '../scroll/engine/motion-watch.ts'
import { followTrack } from './follow-track.ts'

describe('followTrack', () => {
  let stop = () => {}
  afterEach(() => {
    stop()
    document.body.innerHTML = ''
  })

  it('sends a scroll event from the track each time the track moves, the track of the moment', () => {
    document.body.innerHTML = '<main><div data-track></div></main>'
    const seen: EventTarget[] = []
    // The overlays listen on the window, capturing: a scroll on an element reaches them.
    const listen = (event: Event) => seen.push(event.target as EventTarget)
    window.addEventListener('scroll', listen, true)
    stop = followTrack()
    motionWritten()
    motionWritten()
    const first = document.querySelector('[data-track]')
    expect(seen).toEqual([first, first])
    // A new page frame, a new track element.
    document.body.innerHTML = '<main><div data-track></div></main>'
    motionWritten()
    expect(seen.at(-1)).toBe(document.querySelector('[data-track]'))
    stop()
    motionWritten()
    expect(seen).toHaveLength(3)
    window.removeEventListener('scroll', listen, true)
  })
})
