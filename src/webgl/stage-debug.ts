import type { WebGLRenderer } from 'three'
import type { FlightReport, PageFlight } from './flight/PageFlight.ts'
import type { Backdrop } from './planes/Backdrop.ts'
import type { Plane } from './planes/Plane.ts'
import type { PlaneSet } from './planes/PlaneSet.ts'
import type { StageQuality } from './quality/stage-quality.ts'
import { isStageSettled } from './start/stage-settled.ts'
import type { UploadQueue } from './textures/UploadQueue.ts'

/** What `window.__stage` reports: cheap figures for tests and the benchmark. */
interface StageDebug {
  /** Draw calls and triangles of the last rendered frame. */
  calls: number
  /** Textures three.js holds on the GPU. */
  textures: number
  /** Bytes of the plane textures on the GPU (RGBA8, no mipmaps). */
  textureBytes: number
  /** The most texture the canvas keeps, bytes (pictures in and near view load past it). */
  textureBudget: number
  planes: number
  /** Section backgrounds drawn in the canvas behind planes. */
  backdrops: number
  /** Planes whose DOM image is hidden because the plane drew it. */
  drawn: number
  pendingUploads: number
  /**
   * Frames, since the stage began, that held a new video frame back because the GPU was
   * still behind (UploadQueue): the loop runs them without drawing.
   */
  heldFrames: number
  /** Planes whose texture is on its way (decoding or waiting for upload). */
  loading: number
  /** Shader motion factor: 0 under reduced motion (no bend, ripple, hover or reveal). */
  motion: number
  /** No motion left to ease and no upload waiting (videos may still play). */
  idle: boolean
  /**
   * Planes the visible canvas shows (drawn in its last frame) whose element has left the
   * page: the previous page's pictures over the new one. Always 0 when all is well.
   */
  strays: number
  /** The canvas pixel ratio now (adaptive quality may have lowered it). */
  dpr: number
  /**
   * Meshes in the scene (plane and backdrop meshes): three.js walks each of them every
   * render, so this follows what is shown, never the length of the archive.
   */
  sceneMeshes: number
  /** Of the planes, those shown in the last update. */
  shown: number
  /**
   * Of the planes, those holding a mesh and material (a texture on its way or kept): the
   * planes near the view, never the whole archive.
   */
  materials: number
  /** The first view has been drawn whole: the work that waits for it (stageSettled) began. */
  settled: boolean
}

/** Where one plane or backdrop was last placed, viewport CSS px, beside its element. */
interface PlacedPlane {
  kind: 'image' | 'backdrop'
  el: HTMLElement
  left: number
  top: number
  width: number
  height: number
  shown: boolean
  /** Texture state of an image plane; 'ready' for a backdrop. */
  status: string
  /** Its DOM counterpart is hidden: the canvas shows it. */
  hidden: boolean
}

declare global {
  interface Window {
    __stage?: {
      read: () => StageDebug
      placed: () => PlacedPlane[]
      gl: WebGLRenderer
      /** Fixes the canvas pixel ratio (tests, benchmark); null gives it back to the monitor. */
      pinDpr: (ratio: number | null) => void
      /** Draws one frame now, as a texture arriving at rest does. */
      redraw: () => void
      /** The flight between pages: its phase, the flying plane's rect and whether it shows. */
      flight: () => FlightReport
      /** Slows the flight's movement to `seconds` (tests on a loaded software GL); null: its own. */
      paceFlight: (seconds: number | null) => void
    }
  }
}

/** What the handle reads and drives. */
export interface StageDebugParts {
  gl: WebGLRenderer
  planes: PlaneSet
  uploads: UploadQueue
  quality: StageQuality
  /** Draws one frame now. */
  redraw: () => void
  /** Nothing left to draw or to apply. */
  idle: () => boolean
  flight: Pick<PageFlight, 'report' | 'pace'>
}

/**
 * Exposes `window.__stage`, computed on request, nothing per frame. A test hook: called only
 * in builds made with TEST_HOOKS=1 (the browser tests, the bench).
 */
export function exposeStageDebug(parts: StageDebugParts): () => void {
  const { gl, planes, quality, redraw } = parts
  const read = (): StageDebug => {
    let textureBytes = 0
    let drawn = 0
    let loading = 0
    let strays = 0
    let shown = 0
    let materials = 0
    const canvasShown = gl.domElement.style.visibility !== 'hidden'
    const lastFrame = planes.rendered.count - 1
    for (const plane of planes.list) {
      const { status, loaded } = plane.texture
      if (status === 'loading' || status === 'loaded') loading++
      if (status === 'ready') textureBytes += loaded?.bytes ?? 0
      if (plane.dom.hidden) drawn++
      if (plane.mesh?.visible) shown++
      if (plane.mesh) materials++
      if (canvasShown && plane.drewFrame === lastFrame && !plane.el.isConnected) strays++
    }
    return {
      calls: gl.info.render.calls,
      textures: gl.info.memory.textures,
      textureBytes,
      textureBudget: planes.textureLimit,
      planes: planes.list.length,
      backdrops: planes.backdropList.length,
      drawn,
      pendingUploads: parts.uploads.size,
      heldFrames: parts.uploads.heldFrames,
      loading,
      motion: planes.motion,
      idle: parts.idle(),
      strays,
      dpr: gl.getPixelRatio(),
      sceneMeshes: planes.group.children.length,
      shown,
      materials,
      settled: isStageSettled(),
    }
  }
  const place = (
    kind: PlacedPlane['kind'],
    p: Plane | Backdrop,
    status: string,
    hidden: boolean,
  ): PlacedPlane => ({
    kind,
    el: p.el,
    left: p.screenLeft,
    top: p.screenTop,
    width: p.width,
    height: p.height,
    shown: p.mesh?.visible ?? false,
    status,
    hidden,
  })
  const placed = (): PlacedPlane[] => [
    ...planes.list.map((p) => place('image', p, p.texture.status, p.dom.hidden)),
    ...planes.backdropList.map((b) => place('backdrop', b, 'ready', b.hidden)),
  ]
  const pinDpr = (ratio: number | null) => {
    quality.pinned = ratio
    redraw()
  }
  const { flight } = parts
  window.__stage = {
    read,
    placed,
    gl,
    pinDpr,
    redraw,
    flight: () => flight.report(),
    paceFlight: (seconds) => flight.pace(seconds),
  }
  return () => {
    if (window.__stage?.read === read) delete window.__stage
  }
}
