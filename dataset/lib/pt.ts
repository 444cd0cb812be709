import { newKey } from './rng.ts'

interface Span {
  _type: 'span'
  _key: string
  text: string
  marks: string[]
}

interface LinkDef {
  _type: 'link'
  _key: string
  href: string
}

export interface Block {
  _type: 'block'
  _key: string
  style: string
  markDefs: LinkDef[]
  children: Span[]
}

// A tiny markup keeps the copy readable in source: **strong**, _em_ and [text](https://…).
const TOKEN = /\*\*(.+?)\*\*|_(.+?)_|\[(.+?)\]\((https?:\/\/[^)\s]+|mailto:[^)\s]+)\)/g

/** One Portable Text block from a line of mini-markup; a leading `## ` makes it an h2. */
function block(source: string): Block {
  const heading = source.startsWith('## ')
  const text = heading ? source.slice(3) : source
  const children: Span[] = []
  const markDefs: LinkDef[] = []
  const push = (value: string, marks: string[]) => {
    if (value) children.push({ _type: 'span', _key: newKey(), text: value, marks })
  }
  let last = 0
  for (const match of text.matchAll(TOKEN)) {
    push(text.slice(last, match.index), [])
    const [, strong, em, linkText, href] = match
    if (strong !== undefined) push(strong, ['strong'])
    else if (em !== undefined) push(em, ['em'])
    else if (linkText !== undefined && href !== undefined) {
      const def: LinkDef = { _type: 'link', _key: newKey(), href }
      markDefs.push(def)
      push(linkText, [def._key])
    }
    last = (match.index ?? 0) + match[0].length
  }
  push(text.slice(last), [])
  return { _type: 'block', _key: newKey(), style: heading ? 'h2' : 'normal', markDefs, children }
}

/** A Portable Text array, one block per paragraph. */
export function pt(...paragraphs: string[]): Block[] {
  return paragraphs.map(block)
}
