import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'
import type { PT } from '../../content/types.ts'
import { PortableTextBody } from './late.ts'
import { RichText } from './RichText.tsx'
import { safePortableText } from './safe-blocks.ts'

// The renderer is a late chunk; the build (and these tests) load it before rendering.
beforeAll(() => PortableTextBody.preload())

const block = (fields: Record<string, unknown>, marks: string[] = []) =>
  ({
    _type: 'block',
    _key: 'b',
    style: 'normal',
    markDefs: [],
    children: [{ _type: 'span', _key: 's', text: 'Hello', marks }],
    ...fields,
  }) as unknown as PT[number]

describe('Portable Text names that are Object.prototype members', () => {
  const hostile = ['__proto__', 'constructor', 'hasOwnProperty', 'valueOf']

  it('render as unknown marks, styles and types instead of throwing', () => {
    for (const name of hostile) {
      for (const variant of ['flow', 'inline'] as const) {
        const html = renderToStaticMarkup(
          <RichText
            variant={variant}
            value={[
              block({}, [name]),
              block({ style: name, _key: 'c' }),
              block({ _type: name, _key: 'd' }),
            ]}
          />,
        )
        expect(html, `${name} ${variant}`).toContain('Hello')
      }
    }
  })

  it('keeps a link whose key is such a name working', () => {
    const value = [
      block({ markDefs: [{ _type: 'link', _key: 'constructor', href: 'https://example.org/' }] }, [
        'constructor',
      ]),
    ]
    expect(renderToStaticMarkup(<RichText value={value} />)).toContain(
      'href="https://example.org/"',
    )
  })

  it('leaves ordinary blocks as they are', () => {
    const value = [block({ style: 'h2' }, ['strong'])]
    expect(safePortableText(value)).toEqual(value)
  })
})

describe('Portable Text with fields of the wrong kind', () => {
  it('renders the text it can instead of throwing', () => {
    const value = [
      block({ markDefs: false }),
      block({ markDefs: [null, 3], _key: 'c' }, ['strong']),
      block({ children: 'Hello', _key: 'd' }),
      { ...block({ _key: 'e' }), children: [{ _type: 'span', _key: 's', text: 42, marks: 'em' }] },
      null,
      'text',
    ] as unknown as PT
    const html = renderToStaticMarkup(<RichText value={value} />)
    expect(html.match(/Hello/g)).toHaveLength(2)
  })
})
