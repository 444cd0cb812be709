import { HomeExpand } from '../../pages/home/expand/home-expand.ts'
import { startVirtualTrack } from '../../scroll/start-virtual-track.ts'
import type { VirtualTrack, VirtualTrackOptions } from '../../scroll/virtual-track.ts'

export { prepareStage } from '../../webgl/start/prepare-stage.ts'

/**
 * The desktop track's chunk (loaded at 1024 px and wider only): the virtual scroll with
 * the features pages add to it (home's expanding work section), and the stage's start-up.
 */
export function startDesktopTrack(
  scroller: HTMLElement,
  track: HTMLElement,
  options: Omit<VirtualTrackOptions, 'features'>,
): VirtualTrack {
  return startVirtualTrack(scroller, track, { ...options, features: [new HomeExpand()] })
}
