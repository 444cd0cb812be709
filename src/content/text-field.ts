/**
 * A plain-text content field as something React may render: a trimmed, non-empty
 * string, or undefined. An object or number from broken content would otherwise
 * throw ("Objects are not valid as a React child") or print as a stray value.
 */
export function textField(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const text = value.trim()
  return text === '' ? undefined : text
}
