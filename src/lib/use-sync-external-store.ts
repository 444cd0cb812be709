// wouter imports `use-sync-external-store/shim` for React 17. The shim hands React's own
// hook over whenever React has one, which React 19 always does: the bundle takes the hook
// straight from React, a chunk and half a kilobyte fewer on every page (vite.config.ts).
export { useSyncExternalStore } from 'react'
