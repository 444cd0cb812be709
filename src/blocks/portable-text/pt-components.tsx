import type { PortableTextComponents } from '@portabletext/react'
import { PtLink } from './PtLink.tsx'
import { PtUnknownMark, PtUnknownType } from './PtUnknown.tsx'

type Children = { children?: React.ReactNode }

/**
 * Module-level maps so every render passes the same object. Content headings start at
 * h2: the page owns its one h1.
 */
export const flowComponents: PortableTextComponents = {
  block: {
    normal: ({ children }: Children) => <p>{children}</p>,
    h1: ({ children }: Children) => <h2>{children}</h2>,
    h2: ({ children }: Children) => <h2>{children}</h2>,
    h3: ({ children }: Children) => <h3>{children}</h3>,
    h4: ({ children }: Children) => <h4>{children}</h4>,
    blockquote: ({ children }: Children) => <blockquote>{children}</blockquote>,
  },
  marks: {
    link: PtLink,
    strong: ({ children }: Children) => <strong>{children}</strong>,
    em: ({ children }: Children) => <em>{children}</em>,
    underline: ({ children }: Children) => <u>{children}</u>,
    code: ({ children }: Children) => <code>{children}</code>,
    'strike-through': ({ children }: Children) => <s>{children}</s>,
  },
  unknownType: PtUnknownType,
  unknownMark: PtUnknownMark,
  unknownBlockStyle: ({ children }: Children) => <p>{children}</p>,
  unknownList: ({ children }: Children) => <ul>{children}</ul>,
  unknownListItem: ({ children }: Children) => <li>{children}</li>,
}

const Plain = ({ children }: Children) => <>{children}</>
const Para = ({ children }: Children) => <p>{children}</p>

/**
 * For rich text inside a link or a card title: links become plain text (links cannot
 * nest) and headings become paragraphs.
 */
export const inlineComponents: PortableTextComponents = {
  ...flowComponents,
  block: { normal: Para, h1: Para, h2: Para, h3: Para, h4: Para, blockquote: Para },
  marks: { ...flowComponents.marks, link: Plain },
}
