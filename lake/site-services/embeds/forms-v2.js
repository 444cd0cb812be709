// biome-ignore-all lint/complexity/useOptionalChain: embeds are ES2019 (no `?.`) for any host page's browser.
// The lake's forms in HubSpot's v2 convention (window.hbspt.forms.create({ portalId, formId,
// target, on…Callbacks })): an accessible form posting to the lake. A classic script.
;(() => {
  if ((window.hbspt || {}).forms && window.hbspt.forms.lake) return

  // document.currentScript exists only while this script first runs, so the origin is read now.
  const src = (document.currentScript || {}).src
  const origin = src ? new URL(src, location.href).origin : location.origin
  const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
  const FIELDS = [
    { name: 'firstname', label: 'First name', required: true, autocomplete: 'given-name' },
    { name: 'lastname', label: 'Last name', autocomplete: 'family-name' },
    { name: 'email', label: 'Email', type: 'email', required: true, autocomplete: 'email' },
    { name: 'company', label: 'Company', autocomplete: 'organization' },
    { name: 'message', label: 'Message', type: 'textarea', required: true },
  ]
  let forms = 0

  function el(tag, className, text) {
    const node = document.createElement(tag)
    if (className) node.className = className
    if (text) node.textContent = text
    return node
  }

  // The site's callbacks must not break the form, nor the form the site.
  function call(fn, ...args) {
    try {
      if (typeof fn === 'function') fn(...args)
    } catch (error) {
      console.error('hbspt.forms callback failed', error)
    }
  }

  function field(spec, uid) {
    const id = `${spec.name}-${uid}`
    const wrap = el('div', `hs-form-field hs_${spec.name}`)
    const label = el('label', 'hs-label', spec.label)
    label.htmlFor = id
    if (spec.required) {
      const star = el('span', 'hs-form-required', '*')
      star.setAttribute('aria-hidden', 'true')
      label.appendChild(star)
    }
    const input = el(
      spec.type === 'textarea' ? 'textarea' : 'input',
      `hs-input hs-${spec.type || 'text'}`,
    )
    if (spec.type !== 'textarea') input.type = spec.type || 'text'
    input.id = id
    input.name = spec.name
    input.required = Boolean(spec.required)
    if (spec.autocomplete) input.autocomplete = spec.autocomplete
    const error = el('p', 'hs-error-msg')
    error.id = `${id}-error`
    error.hidden = true
    wrap.append(label, input, error)
    return { spec, wrap, input, error }
  }

  function problem(f) {
    const value = f.input.value.trim()
    if (f.spec.required && !value) return 'Please complete this required field.'
    if (f.spec.type === 'email' && value && !EMAIL.test(value))
      return 'Please enter a valid email address.'
    return ''
  }

  function mark(f, message) {
    f.error.textContent = message
    f.error.hidden = !message
    f.wrap.classList.toggle('hs-form-field--error', Boolean(message))
    if (message) {
      f.input.setAttribute('aria-invalid', 'true')
      f.input.setAttribute('aria-describedby', f.error.id)
    } else {
      f.input.removeAttribute('aria-invalid')
      f.input.removeAttribute('aria-describedby')
    }
  }

  function submit(opts, values) {
    const path = `/lake/forms/submit/${encodeURIComponent(opts.portalId)}/${encodeURIComponent(opts.formId)}`
    const body = {
      portalId: String(opts.portalId),
      formId: String(opts.formId),
      fields: values,
      context: { pageUri: location.href, pageName: document.title },
    }
    return fetch(origin + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then((res) =>
      res
        .json()
        .catch(() => ({}))
        .then((data) => {
          if (!res.ok) throw new Error(data.message || `HTTP ${res.status}`)
          return data
        }),
    )
  }

  function create(options) {
    const opts = options || {}
    const target =
      typeof opts.target === 'string' ? document.querySelector(opts.target) : opts.target
    if (!target || !opts.portalId || !opts.formId) {
      console.error(
        `hbspt.forms.create: needs portalId, formId and a target that exists ("${opts.target}")`,
      )
      return
    }
    call(opts.onBeforeFormInit, opts)
    const uid = `${opts.formId}-${++forms}`
    const form = el('form', 'hs-form')
    form.id = `hsForm_${uid}`
    form.noValidate = true // the checks below announce errors; the browser's bubbles do not
    form.setAttribute('data-form-id', opts.formId)
    form.setAttribute('data-portal-id', opts.portalId)
    const fields = FIELDS.map((spec) => field(spec, uid))
    const alert = el('div', 'hs-form__alert')
    alert.setAttribute('role', 'alert')
    const actions = el('div', 'hs_submit hs-submit')
    const button = el('button', 'hs-button primary large', 'Submit')
    button.type = 'submit'
    actions.appendChild(button)
    form.append(...fields.map((f) => f.wrap), alert, actions)
    // Present (empty) from the start so screen readers announce the thank-you when it is filled.
    const status = el('div', 'submitted-message hs-form__status')
    status.setAttribute('role', 'status')
    status.tabIndex = -1
    const wrapper = el('div', 'hbspt-form')
    wrapper.append(form, status)
    target.replaceChildren(wrapper)

    const $form = [form]
    call(opts.onFormReady, $form)

    form.addEventListener('input', (event) => {
      const f = fields.find((x) => x.input === event.target)
      if (f && f.input.hasAttribute('aria-invalid')) mark(f, problem(f))
    })

    let busy = false
    form.addEventListener('submit', (event) => {
      event.preventDefault()
      if (busy) return
      const invalid = fields.filter((f) => {
        mark(f, problem(f))
        return Boolean(problem(f))
      })
      if (invalid.length) {
        invalid[0].input.focus()
        return
      }
      const values = fields.map((f) => ({ name: f.spec.name, value: f.input.value }))
      call(opts.onBeforeFormSubmit, $form, values)
      call(opts.onFormSubmit, $form)
      busy = true
      alert.textContent = ''
      form.setAttribute('aria-busy', 'true')
      button.setAttribute('aria-disabled', 'true')
      submit(opts, values).then(
        (data) => {
          form.remove()
          status.textContent = data.inlineMessage || 'Thanks for submitting the form.'
          status.focus()
          const submissionValues = {}
          values.forEach((v) => {
            submissionValues[v.name] = v.value
          })
          call(opts.onFormSubmitted, $form, { redirectUrl: '', submissionValues })
        },
        (error) => {
          console.error('hbspt.forms: the submission failed.', error)
          alert.textContent = 'Your message could not be sent. Please try again in a moment.'
          busy = false
          form.removeAttribute('aria-busy')
          button.removeAttribute('aria-disabled')
        },
      )
    })
  }

  window.hbspt = window.hbspt || {}
  window.hbspt.forms = { create, lake: true }
})()
