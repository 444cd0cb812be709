/**
 * The globals the embed scripts define (studio/README.md, "What the site calls"):
 * HubSpot's legacy forms embed and Greenhouse's job board embed. Only what the site
 * calls is typed; everything is optional because a script may load and still be broken.
 */
export interface FormsCreateOptions {
  region: string
  portalId: string
  formId: string
  /** A CSS selector for the element the form renders into. */
  target: string
  /** Called with the form (an HTMLFormElement, or a jQuery-like wrapper in older embeds). */
  onFormReady?: (form: unknown) => void
  /** Called after the provider's own validation, as the submission starts. */
  onFormSubmit?: (form: unknown) => void
  /** Called once the provider has accepted the submission (never for a refused one). */
  onFormSubmitted?: (form: unknown, data: unknown) => void
}

declare global {
  interface Window {
    hbspt?: { forms?: { create?: (options: FormsCreateOptions) => void } }
    Grnhse?: { Iframe?: { load?: (jobId?: string) => void } }
  }
}
