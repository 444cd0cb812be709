/** A `name=true` switch of the query string (`returnIds`, `dryRun`…): anything else is off. */
export const flag = (url: URL, name: string) => url.searchParams.get(name) === 'true'
