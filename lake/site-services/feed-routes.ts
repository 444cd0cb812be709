import type { RequestContext } from '../http/context.ts'
import { requestOrigin } from '../http/origin.ts'
import { sendJson } from '../http/respond.ts'
import { jobsFromDocs, rewriteFeed } from './feeds.ts'

// Both are regenerated with the dataset: revalidate rather than cache.
const NO_CACHE = { 'cache-control': 'no-cache' }

/** `/lake/social-feed.json`: the dataset's feed, as a hosted JSON file would serve it. */
export async function handleSocialFeed(ctx: RequestContext): Promise<void> {
  const feed = await ctx.store.socialFeed()
  if (feed === undefined) {
    sendJson(ctx.res, 404, { error: 'social-feed.json not found in the dataset directory' })
    return
  }
  sendJson(ctx.res, 200, rewriteFeed(feed, requestOrigin(ctx.req)), NO_CACHE)
}

/** `/lake/jobs.json`: `{ jobs }` from the published `jobOpening` documents. */
export async function handleJobs(ctx: RequestContext): Promise<void> {
  const dataset = ctx.config.jobsDataset
  const view = await ctx.store.view(dataset, 'published')
  if (!view) {
    sendJson(ctx.res, 404, { error: `Dataset "${dataset}" not found` })
    return
  }
  sendJson(ctx.res, 200, { jobs: jobsFromDocs(view.docs) }, NO_CACHE)
}
