/** Contact form inputs hold at most 100 characters, textareas 500. */
export const INPUT_MAX_LENGTH = 100
export const TEXTAREA_MAX_LENGTH = 500

/** Caps every input and textarea under `root`; returns how many fields it capped. */
export function capFormFields(root: ParentNode): number {
  const inputs = root.querySelectorAll('input')
  const textareas = root.querySelectorAll('textarea')
  for (const input of inputs) input.maxLength = INPUT_MAX_LENGTH
  for (const textarea of textareas) textarea.maxLength = TEXTAREA_MAX_LENGTH
  return inputs.length + textareas.length
}

/**
 * The form element behind whatever `onFormReady` hands over: the element itself, a
 * jQuery-style wrapper (older embeds), or nothing, in which case the container's form.
 */
export function formElementOf(given: unknown, container: ParentNode): ParentNode {
  const view = (container as Node).ownerDocument?.defaultView
  const FormClass = view?.HTMLFormElement
  const isForm = (x: unknown): x is HTMLFormElement => !!FormClass && x instanceof FormClass
  if (isForm(given)) return given
  const first = (given as { 0?: unknown } | null | undefined)?.[0]
  if (isForm(first)) return first
  return container.querySelector('form') ?? container
}
