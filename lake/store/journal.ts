import {
  closeSync,
  existsSync,
  fstatSync,
  fsyncSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readSync,
  statSync,
  writeSync,
} from 'node:fs'
import { dirname } from 'node:path'

/** One complete line of a journal and where it sits in the file (bytes). */
export interface JournalLine {
  text: string
  offset: number
  length: number
}

export interface JournalRead {
  lines: JournalLine[]
  /** The offset just past the last complete line: where the next read starts. */
  end: number
}

const NEWLINE = 0x0a

/**
 * The complete lines of an append-only NDJSON file from `offset`; a last line without its
 * newline (a write under way, or torn by a crash) waits for the next read. Undefined when the
 * file is shorter than `offset` (reset under us): read again from 0.
 */
export function readJournal(path: string, offset = 0): JournalRead | undefined {
  const size = existsSync(path) ? statSync(path).size : 0
  if (size < offset) return undefined
  if (size === offset) return { lines: [], end: offset }
  const fd = openSync(path, 'r')
  try {
    const bytes = Buffer.alloc(size - offset)
    let got = 0
    while (got < bytes.length) {
      const n = readSync(fd, bytes, {
        offset: got,
        length: bytes.length - got,
        position: offset + got,
      })
      if (n === 0) break
      got += n
    }
    const lines: JournalLine[] = []
    let start = 0
    for (
      let nl = bytes.indexOf(NEWLINE, 0);
      nl !== -1 && nl < got;
      nl = bytes.indexOf(NEWLINE, start)
    ) {
      const text = bytes.toString('utf8', start, nl)
      if (text.trim() !== '') lines.push({ text, offset: offset + start, length: nl - start })
      start = nl + 1
    }
    return { lines, end: offset + start }
  } finally {
    closeSync(fd)
  }
}

/** One line read back by its position, for history: revisions stay on disk, not in memory. */
export function readJournalLine(path: string, offset: number, length: number): string {
  const fd = openSync(path, 'r')
  try {
    const bytes = Buffer.alloc(length)
    readSync(fd, bytes, { offset: 0, length, position: offset })
    return bytes.toString('utf8')
  } finally {
    closeSync(fd)
  }
}

/** Length of the file up to and including its last newline: what survives a torn write. */
function intactLength(fd: number, size: number): number {
  const chunk = Buffer.alloc(64 * 1024)
  let end = size
  while (end > 0) {
    const start = Math.max(0, end - chunk.length)
    const n = readSync(fd, chunk, { offset: 0, length: end - start, position: start })
    const nl = chunk.subarray(0, n).lastIndexOf(NEWLINE)
    if (nl !== -1) return start + nl + 1
    end = start
  }
  return 0
}

/**
 * The writing end of a journal: one line per committed transaction, written and fsynced
 * before the commit is acknowledged. Opening it cuts off a torn last line, so the next
 * line starts clean. Only one process may hold a writer (see writer-lock.ts).
 */
export class JournalWriter {
  private fd: number
  private size: number

  constructor(readonly path: string) {
    const dir = dirname(path)
    const fresh = !existsSync(path)
    mkdirSync(dir, { recursive: true })
    this.fd = openSync(path, 'a+')
    const size = fstatSync(this.fd).size
    this.size = intactLength(this.fd, size)
    if (this.size !== size) {
      ftruncateSync(this.fd, this.size)
      fsyncSync(this.fd)
    }
    // A new file's name must survive a power cut too, not only its contents.
    if (fresh) syncDirectory(dir)
  }

  /** Appends one line (no newline inside) and returns where it landed once it is on disk. */
  append(text: string): JournalLine {
    const bytes = Buffer.from(`${text}\n`, 'utf8')
    const offset = this.size
    let written = 0
    while (written < bytes.length) written += writeSync(this.fd, bytes, written)
    fsyncSync(this.fd)
    this.size += bytes.length
    return { text, offset, length: bytes.length - 1 }
  }

  /** Bytes in the file: the next line's offset. */
  get bytes(): number {
    return this.size
  }

  close(): void {
    closeSync(this.fd)
  }
}

function syncDirectory(dir: string): void {
  const fd = openSync(dir, 'r')
  try {
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
}
