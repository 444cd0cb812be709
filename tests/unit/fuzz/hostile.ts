import fc from 'fast-check'

/** Text an editor (or an importer) could put in any string field. */
const RTL = ['مرحبا بالعالم', 'שלום עולם', '\u202Egnp.exe', 'ltr \u200F rtl \u200E mix']
const HTML_TEXT = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  "' onmouseover='alert(1)",
  '{{constructor.constructor("alert(1)")()}}',
]
const LONG = 'Lorem ipsum dolor sit amet 🎨 '.repeat(334).slice(0, 10_000)

export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(...RTL, ...HTML_TEXT, LONG, '', ' ', '\u0000', '👩🏽‍🎨🏳️‍🌈'),
)

/** Link targets: the few safe ones and the ways script URLs get written. */
export const hostileUrl: fc.Arbitrary<string> = fc.constantFrom(
  'https://example.org/ok',
  'mailto:hello@example.org',
  'javascript:alert(1)',
  ' JaVaScRiPt:alert(1)',
  'java\nscript:alert(1)',
  '\u0001javascript:alert(1)',
  'javascript&colon;alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example/',
  '/relative/path',
  'https://',
  '',
)

/** HTML for `headerBody`, the one field rendered as HTML. */
export const hostileHtml: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '<p>Fine <strong>copy</strong> and <a href="https://example.org">a link</a>.</p>',
    '<p><a href="javascript:alert(1)">click</a></p>',
    '<script>alert(1)</script><p>after</p>',
    '<img src=x onerror="alert(1)">',
    '<iframe src="https://evil.example"></iframe>',
    '<p style="background:url(javascript:alert(1))" onclick="alert(1)">x</p>',
    '<svg><script>alert(1)</script></svg>',
    '<form action="javascript:alert(1)"><button>go</button></form>',
  ),
  hostileText,
)

/** A value of the wrong kind for whatever field it lands in. */
const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constantFrom({}, [], { _type: 'localeString', en: 'x' }, ['a', 'b'], Number.NaN),
)

/** The field's value, or missing, null, or of the wrong type. */
export function maybe<T>(arb: fc.Arbitrary<T>): fc.Arbitrary<T | unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: arb },
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: wrongType },
  )
}

/** Array `_key`s: often repeated, sometimes odd. */
export const key: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('dup', 'dup', 'k1', '__proto__', 'constructor', ''),
  fc.string({ minLength: 1, maxLength: 12 }),
)

/** A list that is sometimes empty and sometimes not a list at all. */
export function list<T>(arb: fc.Arbitrary<T>, maxLength = 4): fc.Arbitrary<T[] | unknown> {
  return maybe(fc.array(arb, { maxLength }))
}
