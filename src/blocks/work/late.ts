import { preloadable } from '../../lib/preloadable.tsx'

/** A project's video block: the picture is in the HTML; playback controls come after load. */
export const VideoBlock = preloadable(() => import('./VideoBlock.tsx').then((m) => m.VideoBlock))
