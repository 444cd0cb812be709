/**
 * The studio's addresses, shown where an embed fails and on the legal pages; the same
 * domain the demo content uses (job applications go to careers@studiodemo.co).
 */
export const STUDIO_EMAIL = 'hello@studiodemo.co'
export const CAREERS_EMAIL = 'careers@studiodemo.co'
export const COMPLIANCE_EMAIL = 'compliance@studiodemo.co'
export const ACCESSIBILITY_EMAIL = 'accessibility@studiodemo.co'
