/**
 * HubSpot's legacy embed has no callback for a refused submission: it keeps the form and shows
 * the reason in an element with role=alert (the lake's stand-in does the same). Returns the
 * text of an alert that these mutations filled, or null; an alert being emptied is no failure.
 */
export function filledAlertText(records: readonly MutationRecord[]): string | null {
  for (const record of records) {
    for (const node of [record.target, ...record.addedNodes]) {
      const element = node.nodeType === 1 ? (node as Element) : node.parentElement
      // Below the changed target only for added nodes: the target itself may hold old alerts.
      const alert =
        element?.closest('[role=alert]') ??
        (node === record.target ? null : element?.querySelector('[role=alert]'))
      const text = alert?.textContent?.trim()
      if (text) return text
    }
  }
  return null
}
