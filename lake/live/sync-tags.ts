/**
 * The lake tags coarsely, one sync tag per dataset: every query answer carries it, and any
 * commit a reader may see names it in `/data/live/events`, so each live query asks again,
 * which is exact if not frugal (groq-js cannot say which documents an answer depended on).
 */
export const syncTag = (dataset: string) => `s1:${dataset}`

/**
 * What `resultSourceMap` answers: no document and no field known (groq-js traces no sources).
 * The Studio's Presentation tool passes an answer on to the page only when it has a map.
 */
export const EMPTY_SOURCE_MAP = { documents: [], paths: [], mappings: {} }
