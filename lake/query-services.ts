import { type AnswerCacheStats, createAnswerCache } from './answer-cache.ts'
import type { EditorPolicy } from './editor.ts'
import type { LakeLogger } from './http.ts'
import { createListenHub } from './listen.ts'
import { type QueryLimits, queryLimits } from './query-limits.ts'
import { createQueryPool, type QueryPoolStats } from './query-pool.ts'
import { createQueryRoute } from './query-route.ts'
import type { Store } from './store.ts'

/** The query workers' and the answer cache's counters. */
export interface QueryStats {
  pool: QueryPoolStats
  cache: AnswerCacheStats
}

// One listener each, and as many waiting as the hub takes connections (listen.ts).
const LISTEN_POOL = { workers: 1, queued: 256 }

/**
 * Everything that runs GROQ: the query endpoint over its worker pool and answer cache,
 * and the listeners, whose queries run in pools of their own (one for the editor, one
 * for visitors), so neither queries nor visitors' listeners can hold up the Studio's.
 */
export function createQueryServices(
  store: Store,
  policy: EditorPolicy,
  logger: LakeLogger,
  given: Partial<QueryLimits> = {},
) {
  const limits = queryLimits(given)
  const pool = createQueryPool(store, limits, logger)
  const cache = createAnswerCache(limits.cacheBytes)
  const listenPools = {
    editor: createQueryPool(store, { ...limits, ...LISTEN_POOL }, logger),
    visitor: createQueryPool(store, { ...limits, ...LISTEN_POOL }, logger),
  }
  const stats: QueryStats = { pool: pool.stats, cache: cache.stats }
  return {
    handleQuery: createQueryRoute({ store, pool, cache, requestBytes: limits.requestBytes }),
    listen: createListenHub(store, policy, logger, listenPools),
    stats,
    close(): void {
      pool.close()
      listenPools.editor.close()
      listenPools.visitor.close()
    },
  }
}
