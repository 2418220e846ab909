// Checkout script of the built-in test gateway: the subset of Razorpay Checkout the shop uses.
// new Razorpay({ key, amount, currency, order_id, name, description, prefill, theme, handler, modal: { ondismiss } })
// .on('payment.failed', fn) .open()
;(() => {
  const base = new URL(
    document.currentScript ? document.currentScript.src : '/test-gateway/checkout.js',
    location.href,
  )
  const payUrl = new URL('checkout/pay', base).toString()
  const el = (tag, attrs, children) => {
    const node = document.createElement(tag)
    for (const [k, v] of Object.entries(attrs || {})) {
      if (k === 'style') node.style.cssText = v
      else if (k === 'text') node.textContent = v
      else node.setAttribute(k, v)
    }
    for (const child of children || []) node.append(child)
    return node
  }
  const rupees = (paise) =>
    new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(paise / 100)

  class Razorpay {
    constructor(options) {
      this.options = options || {}
      this.listeners = {}
    }
    on(event, fn) {
      this.listeners[event] = fn
      return this
    }
    close() {
      if (this.overlay) this.overlay.remove()
      this.overlay = null
    }
    open() {
      const o = this.options
      const colour = (o.theme && o.theme.color) || '#2F6B3B'
      const field = (label, name, placeholder, value, autocomplete) => {
        const input = el('input', {
          name,
          id: `rzp-${name}`,
          placeholder,
          autocomplete,
          inputmode: name === 'name' ? 'text' : 'numeric',
          style:
            'width:100%;box-sizing:border-box;padding:10px 12px;border:1px solid #c9bfae;border-radius:8px;font:inherit;margin-top:4px',
        })
        input.value = value || ''
        return el(
          'label',
          { for: `rzp-${name}`, style: 'display:block;font-size:13px;color:#5C584F;margin-top:12px' },
          [label, input],
        )
      }
      const error = el('p', {
        role: 'alert',
        style: 'color:#B42318;font-size:13px;min-height:18px;margin:12px 0 0',
      })
      const pay = el('button', {
        type: 'submit',
        style: `width:100%;margin-top:16px;padding:12px;border:0;border-radius:999px;background:${colour};color:#fff;font:600 15px system-ui,sans-serif;cursor:pointer`,
        text: `Pay ${rupees(o.amount)}`,
      })
      const closeBtn = el('button', {
        type: 'button',
        'aria-label': 'Close payment window',
        style:
          'position:absolute;top:10px;right:12px;border:0;background:none;font-size:22px;cursor:pointer;color:#5C584F',
        text: '×',
      })
      const saved = el('div', { role: 'radiogroup', 'aria-label': 'Saved cards', style: 'margin-top:12px' })
      const saveBox = el('input', { type: 'checkbox', id: 'rzp-save', name: 'save' })
      saveBox.checked = true
      const saveRow = el(
        'label',
        {
          for: 'rzp-save',
          style: 'display:flex;gap:8px;align-items:center;font-size:13px;color:#5C584F;margin-top:12px',
        },
        [saveBox, 'Save this card for faster checkout'],
      )
      if (!o.customer_id) saveRow.style.display = 'none'
      const form = el('form', { novalidate: '' }, [
        saved,
        field('Card number', 'card_number', '4111 1111 1111 1111', '', 'cc-number'),
        el('div', { style: 'display:flex;gap:12px' }, [
          field('Expiry (MM/YY)', 'expiry', '12/30', '', 'cc-exp'),
          field('CVV', 'cvv', '123', '', 'cc-csc'),
        ]),
        field('Name on card', 'name', 'Name', (o.prefill && o.prefill.name) || '', 'cc-name'),
        saveRow,
        error,
        pay,
      ])
      const dialog = el(
        'div',
        {
          role: 'dialog',
          'aria-modal': 'true',
          'aria-labelledby': 'rzp-title',
          style:
            'position:relative;background:#fff;border-radius:14px;max-width:380px;width:calc(100% - 32px);padding:24px;font:15px system-ui,sans-serif;color:#2B2A26;box-shadow:0 10px 40px rgba(0,0,0,.25)',
        },
        [
          closeBtn,
          el('p', {
            style:
              'display:inline-block;background:#FBEFD0;color:#8A5A00;font-size:11px;font-weight:700;letter-spacing:.08em;padding:3px 8px;border-radius:999px;margin:0 0 8px',
            text: 'TEST MODE',
          }),
          el('h2', { id: 'rzp-title', style: 'margin:0;font-size:18px', text: o.name || 'Payment' }),
          el('p', {
            style: 'margin:4px 0 0;color:#5C584F;font-size:13px',
            text: `${o.description || ''} · ${rupees(o.amount)}`,
          }),
          el('p', {
            style: 'margin:8px 0 0;color:#5C584F;font-size:12px',
            text: 'Test cards: 4111 1111 1111 1111 pays, 4000 0000 0000 0002 is declined. No real money moves.',
          }),
          form,
        ],
      )
      this.overlay = el(
        'div',
        {
          'data-testid': 'test-gateway',
          style:
            'position:fixed;inset:0;z-index:2147483000;background:rgba(31,42,33,.55);display:flex;align-items:center;justify-content:center',
        },
        [dialog],
      )
      document.body.append(this.overlay)
      form.querySelector('input').focus()
      if (o.customer_id) {
        fetch(
          new URL(
            `checkout/tokens?key=${encodeURIComponent(o.key)}&customer_id=${encodeURIComponent(o.customer_id)}`,
            base,
          ),
        )
          .then((r) => r.json())
          .then((body) => {
            for (const t of body.items || []) {
              const radio = el('input', { type: 'radio', name: 'token', value: t.id, id: `rzp-${t.id}` })
              radio.checked = o.token ? o.token === t.id : false
              saved.append(
                el(
                  'label',
                  {
                    for: `rzp-${t.id}`,
                    style:
                      'display:flex;gap:8px;align-items:center;padding:8px 10px;border:1px solid #E2D6C0;border-radius:8px;margin-bottom:6px;font-size:14px',
                  },
                  [radio, `${t.card.network} •••• ${t.card.last4}`],
                ),
              )
            }
            if ((body.items || []).length) {
              const fresh = el('input', { type: 'radio', name: 'token', value: '', id: 'rzp-new' })
              fresh.checked = !o.token
              saved.append(
                el(
                  'label',
                  {
                    for: 'rzp-new',
                    style: 'display:flex;gap:8px;align-items:center;padding:8px 10px;font-size:14px',
                  },
                  [fresh, 'Use a new card'],
                ),
              )
            }
          })
          .catch(() => {})
      }

      const dismiss = () => {
        this.close()
        if (o.modal && typeof o.modal.ondismiss === 'function') o.modal.ondismiss()
      }
      closeBtn.addEventListener('click', dismiss)
      this.overlay.addEventListener('keydown', (e) => {
        if (e.key === 'Escape') dismiss()
      })
      form.addEventListener('submit', async (e) => {
        e.preventDefault()
        pay.disabled = true
        pay.textContent = 'Processing…'
        error.textContent = ''
        try {
          const res = await fetch(payUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              key: o.key,
              order_id: o.order_id,
              card_number: form.card_number.value,
              expiry: form.expiry.value,
              cvv: form.cvv.value,
              name: form.name.value,
              customer_id: o.customer_id,
              save: Boolean(o.customer_id) && saveBox.checked,
              token: (form.querySelector('input[name="token"]:checked') || {}).value || undefined,
            }),
          })
          const body = await res.json()
          if (!res.ok) {
            error.textContent = body.error ? body.error.description : 'Payment failed'
            if (this.listeners['payment.failed']) this.listeners['payment.failed']({ error: body.error })
            return
          }
          this.close()
          if (typeof o.handler === 'function') o.handler(body)
        } catch {
          error.textContent = 'Network error. Please try again.'
        } finally {
          pay.disabled = false
          pay.textContent = `Pay ${rupees(o.amount)}`
        }
      })
    }
  }
  window.Razorpay = Razorpay
})()
