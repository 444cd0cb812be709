import { LISTENERS, type QueryLimits } from '../limits.ts'
import type { LakeLogger } from '../logger.ts'
import type { Store } from '../store/store.ts'
import { type AnswerCache, type AnswerCacheStats, createAnswerCache } from './answer-cache.ts'
import { QueryPool, type QueryPoolStats } from './pool.ts'

/** The query workers' and the answer cache's counters. */
export interface QueryStats {
  pool: QueryPoolStats
  cache: AnswerCacheStats
}

/** Where listeners' queries run: the editor's apart from visitors', so none can hold up the Studio's. */
export interface ListenPools {
  editor: QueryPool
  visitor: QueryPool
}

export interface QueryServices {
  pool: QueryPool
  cache: AnswerCache
  listenPools: ListenPools
  stats: QueryStats
  close(): void
}

// One listener each, and as many waiting as there may be listeners.
const LISTEN_POOL = { workers: 1, queued: LISTENERS }

/**
 * Everything that runs GROQ: the query endpoint's worker pool and answer cache, and the
 * listeners' pools (one for the editor, one for visitors), so neither queries nor
 * visitors' listeners can hold up the Studio's.
 */
export function createQueryServices(
  store: Store,
  limits: QueryLimits,
  logger: LakeLogger,
): QueryServices {
  const pool = new QueryPool(store, limits, logger)
  const cache = createAnswerCache(limits.cacheBytes)
  const listenPools = {
    editor: new QueryPool(store, { ...limits, ...LISTEN_POOL }, logger),
    visitor: new QueryPool(store, { ...limits, ...LISTEN_POOL }, logger),
  }
  // Kept answers name their dataset's version: a commit strands them, and they go at once.
  store.subscribe((committed) => cache.forget(committed.dataset))
  return {
    pool,
    cache,
    listenPools,
    stats: { pool: pool.stats, cache: cache.stats },
    close(): void {
      pool.close()
      listenPools.editor.close()
      listenPools.visitor.close()
    },
  }
}
