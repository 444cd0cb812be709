// biome-ignore-all lint/complexity/useOptionalChain: embeds are ES2019 (no `?.`) for any host page's browser.
// The lake's job board in Greenhouse's convention (fills <div id="grnhse_app">, exposes
// window.Grnhse.Iframe.load()), as plain accessible DOM, not an iframe. A classic script.
;(() => {
  if ((window.Grnhse || {}).Iframe && window.Grnhse.Iframe.lake) return

  // document.currentScript exists only while this script first runs, so the origin is read now.
  const src = (document.currentScript || {}).src
  const origin = src ? new URL(src, location.href).origin : location.origin
  const DEFAULT_EMAIL = 'careers@studio.example'
  let jobs = null

  function fetchJobs() {
    // Shared by every load() of the page; a failure is forgotten so a later load() retries.
    jobs =
      jobs ||
      fetch(`${origin}/lake/jobs.json`, { credentials: 'omit' })
        .then((res) => {
          if (!res.ok) throw new Error(`HTTP ${res.status} for ${res.url}`)
          return res.json()
        })
        .then((data) => (Array.isArray((data || {}).jobs) ? data.jobs : []))
    jobs.catch(() => {
      jobs = null
    })
    return jobs
  }

  function el(tag, className, text) {
    const node = document.createElement(tag)
    if (className) node.className = className
    if (text) node.textContent = text
    return node
  }

  // The site's link rule (src/lib/safe-href.ts), kept in step by hand
  // since this script runs on its own: only absolute http(s) and mailto URLs, as the URL
  // parser reads them (it drops the tabs and newlines that would hide `javascript:`).
  function safeUrl(raw) {
    if (typeof raw !== 'string' || raw.trim() === '') return null
    let url
    try {
      url = new URL(raw.trim())
    } catch {
      return null
    }
    if (['http:', 'https:', 'mailto:'].indexOf(url.protocol) < 0) return null
    if (url.protocol !== 'mailto:' && !url.hostname) return null
    return url
  }

  function opening(job) {
    const item = el('li', 'grnhse-opening')
    // No headings: the page owns the outline ('Current openings'), the board only lists.
    const title = el('p', 'grnhse-opening__title')
    const url = safeUrl(job.applyUrl)
    // An opening without a safe link is listed as plain text (and logged), never linked.
    const link = el(url ? 'a' : 'span', 'grnhse-opening__link', job.title)
    if (url) {
      link.href = url.href
      if (url.protocol !== 'mailto:' && url.origin !== location.origin) {
        link.target = '_blank'
        link.rel = 'noopener noreferrer'
      }
    } else if (job.applyUrl) {
      console.error('Job board: an apply link was not http(s) or mailto and is left out.', job.id)
    }
    title.appendChild(link)
    item.appendChild(title)

    const meta = el('p', 'grnhse-opening__meta')
    const parts = [
      ['department', job.department],
      ['location', job.location],
      ['type', job.employmentType],
    ].filter((part) => part[1])
    parts.forEach((part, i) => {
      if (i > 0) {
        const sep = el('span', 'grnhse-opening__sep', ' · ')
        sep.setAttribute('aria-hidden', 'true')
        meta.appendChild(sep)
      }
      meta.appendChild(el('span', `grnhse-opening__${part[0]}`, part[1]))
    })
    if (parts.length) item.appendChild(meta)
    if (job.summary) item.appendChild(el('p', 'grnhse-opening__summary', job.summary))
    return item
  }

  function render(list) {
    if (!list.length) return [el('p', 'grnhse-empty', 'There are no openings right now.')]
    const ul = el('ul', 'grnhse-openings')
    for (const job of list) ul.appendChild(opening(job))
    return [ul]
  }

  function load() {
    const app = document.getElementById('grnhse_app')
    if (!app) return Promise.resolve()
    // A second call for the same element reuses the first; the content is replaced, never appended.
    if (app.__grnhseLoad) return app.__grnhseLoad
    app.setAttribute('data-state', 'loading')
    app.setAttribute('aria-busy', 'true')
    const done = fetchJobs().then(
      (list) => {
        app.replaceChildren(...render(list))
        app.setAttribute('data-state', 'ready')
        app.removeAttribute('aria-busy')
        window.dispatchEvent(new CustomEvent('grnhse:ready', { detail: { count: list.length } }))
      },
      (error) => {
        console.error('Job board: openings could not be loaded.', error)
        const email = app.getAttribute('data-careers-email') || DEFAULT_EMAIL
        const message = el('p', 'grnhse-error', 'Openings could not be loaded. Email ')
        const mail = el('a', '', email)
        mail.href = `mailto:${email}`
        message.append(mail, '.')
        app.replaceChildren(message)
        app.setAttribute('data-state', 'error')
        app.removeAttribute('aria-busy')
        app.__grnhseLoad = null
      },
    )
    app.__grnhseLoad = done
    return done
  }

  window.Grnhse = { Iframe: { load, lake: true } }
  // Greenhouse loads on window load; a single-page app that adds the script later calls load() itself.
  if (document.readyState !== 'complete')
    window.addEventListener('load', () => load(), { once: true })
})()
