/** The entry after the one with `slug`, wrapping to the first; none for a list of one. */
export function nextBySlug<T extends { slug?: string | null }>(
  list: readonly T[],
  slug: string,
): T | undefined {
  const withSlug = list.filter((e) => typeof e.slug === 'string' && e.slug !== '')
  const at = withSlug.findIndex((e) => e.slug === slug)
  if (at === -1 || withSlug.length < 2) return undefined
  return withSlug[(at + 1) % withSlug.length]
}
