// Vitest 5's reporter uses Map.groupBy (Node 21+); Node 20 lacks it. Preloaded with
// `node --import` by the test scripts so a failing test is reported, not a crash.
if (typeof Map.groupBy !== 'function') {
  Map.groupBy = (items, key) => {
    const map = new Map()
    let i = 0
    for (const item of items) {
      const k = key(item, i++)
      const group = map.get(k)
      if (group) group.push(item)
      else map.set(k, [item])
    }
    return map
  }
}
if (typeof Object.groupBy !== 'function') {
  Object.groupBy = (items, key) => Object.fromEntries(Map.groupBy(items, key))
}
