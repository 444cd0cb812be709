import type { UrlRule } from 'sanity'

/** Schemes a link may use: the site drops any other href (javascript:, data:, …) on render. */
const LINK_SCHEMES = ['http', 'https', 'mailto']
const WEB_SCHEMES = ['http', 'https']

/** A URL limited to http(s) and mailto. */
export const linkUrlRule = (rule: UrlRule) => rule.uri({ scheme: LINK_SCHEMES })

/** A URL limited to http(s): for fields the site renders as a web link only. */
export const webUrlRule = (rule: UrlRule) => rule.uri({ scheme: WEB_SCHEMES })
