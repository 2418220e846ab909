// Checkout script of the built-in test gateway: the subset of Razorpay Checkout the shop uses, with the methods
// Razorpay's test mode offers: card, UPI (ID or QR approved on the phone), netbanking and wallets.
// new Razorpay({ key, amount, currency, order_id, name, description, prefill, theme, handler, modal: { ondismiss } })
// .on('payment.failed', fn) .open()
;(() => {
  const base = new URL(
    document.currentScript ? document.currentScript.src : '/test-gateway/checkout.js',
    location.href,
  )
  const payUrl = new URL('checkout/pay', base).toString()
  const BANKS = [
    ['SBIN', 'State Bank of India'],
    ['HDFC', 'HDFC Bank'],
    ['ICIC', 'ICICI Bank'],
    ['UTIB', 'Axis Bank'],
    ['KKBK', 'Kotak Mahindra Bank'],
    ['PUNB_R', 'Punjab National Bank'],
  ]
  const WALLETS = [
    ['paytm', 'Paytm'],
    ['phonepe', 'PhonePe'],
    ['amazonpay', 'Amazon Pay'],
    ['mobikwik', 'MobiKwik'],
  ]
  const post = (path, body) =>
    fetch(new URL(path, base), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then(async (res) => ({ ok: res.ok, body: await res.json() }))
  // A picture that looks like a QR code, drawn from the payment id (test mode: nothing scans it).
  const fakeQr = (seed) => {
    const n = 21
    let h = 2166136261
    for (const c of seed) h = Math.imul(h ^ c.charCodeAt(0), 16777619)
    const cells = []
    const finder = (x, y) =>
      [0, 14].some((fx) =>
        [0, 14].some((fy) => !(fx === 14 && fy === 14) && x >= fx && x < fx + 7 && y >= fy && y < fy + 7),
      )
    for (let y = 0; y < n; y++)
      for (let x = 0; x < n; x++) {
        h = Math.imul(h ^ (x * 31 + y), 16777619)
        const inFinder = finder(x, y)
        const ring =
          inFinder &&
          (x % 14 === 0 ||
            x % 14 === 6 ||
            y % 14 === 0 ||
            y % 14 === 6 ||
            (x % 14 >= 2 && x % 14 <= 4 && y % 14 >= 2 && y % 14 <= 4))
        if (inFinder ? ring : (h >>> 28) & 1) cells.push(`<rect x="${x}" y="${y}" width="1" height="1"/>`)
      }
    const wrap = document.createElement('div')
    wrap.innerHTML = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-1 -1 23 23" width="168" height="168" role="img" aria-label="UPI QR code (test mode)" style="background:#fff;display:block;margin:0 auto" fill="#1F2A21">${cells.join('')}</svg>`
    return wrap.firstChild
  }
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
      const colour = o.theme?.color || '#2F6B3B'
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
        field('Name on card', 'name', 'Name', o.prefill?.name || '', 'cc-name'),
        saveRow,
        pay,
      ])
      const amountText = rupees(o.amount)
      const panelStyle = 'margin-top:4px'
      const button = (text, primary) =>
        el('button', {
          type: 'button',
          style: primary
            ? `width:100%;margin-top:12px;padding:12px;border:0;border-radius:999px;background:${colour};color:#fff;font:600 15px system-ui,sans-serif;cursor:pointer`
            : `width:100%;margin-top:10px;padding:11px;border:1px solid ${colour};border-radius:999px;background:#fff;color:${colour};font:600 14px system-ui,sans-serif;cursor:pointer`,
          text,
        })
      const hints = {
        card: 'Test cards: 4111 1111 1111 1111 pays, 4000 0000 0000 0002 is declined. No real money moves.',
        upi: 'Test UPI IDs: success@razorpay pays, failure@razorpay fails. No real money moves.',
        netbanking: "Test mode: the bank's page lets you choose success or failure. No real money moves.",
        wallet: "Test mode: the wallet's page lets you choose success or failure. No real money moves.",
      }
      const hint = el('p', { style: 'margin:8px 0 0;color:#5C584F;font-size:12px', text: hints.card })

      // UPI: an ID (collect request) or a QR code the shopper approves in their UPI app.
      const vpaField = field('UPI ID', 'vpa', 'yourname@bank', '', 'off')
      vpaField.querySelector('input').setAttribute('inputmode', 'email')
      const vpaPay = button(`Pay ${amountText}`, true)
      const qrButton = button('Show QR code', false)
      const qrBox = el('div', { style: 'display:none;text-align:center;margin-top:12px' })
      const upiPanel = el(
        'div',
        {
          role: 'tabpanel',
          id: 'rzp-panel-upi',
          'aria-labelledby': 'rzp-tab-upi',
          style: `${panelStyle};display:none`,
        },
        [
          vpaField,
          vpaPay,
          el('p', {
            style: 'text-align:center;color:#5C584F;font-size:12px;margin:12px 0 0',
            text: 'or pay with any UPI app',
          }),
          qrButton,
          qrBox,
        ],
      )

      // Netbanking and wallets: choose one, then its page answers success or failure (as in Razorpay test mode).
      const chooser = (kind, label, list) => {
        const select = el(
          'select',
          {
            id: `rzp-${kind}`,
            name: kind,
            style:
              'width:100%;box-sizing:border-box;padding:10px 12px;border:1px solid #c9bfae;border-radius:8px;font:inherit;margin-top:4px;background:#fff',
          },
          [
            el('option', { value: '', text: `Select ${kind === 'bank' ? 'a bank' : 'a wallet'}` }),
            ...list.map(([v, t]) => el('option', { value: v, text: t })),
          ],
        )
        const go = button(`Pay ${amountText}`, true)
        const page = el('div', {
          style:
            'display:none;margin-top:12px;padding:14px;border:1px dashed #c9bfae;border-radius:10px;background:#FBF7EE',
        })
        const panel = el(
          'div',
          {
            role: 'tabpanel',
            id: `rzp-panel-${kind}`,
            'aria-labelledby': `rzp-tab-${kind}`,
            style: `${panelStyle};display:none`,
          },
          [
            el(
              'label',
              { for: `rzp-${kind}`, style: 'display:block;font-size:13px;color:#5C584F;margin-top:12px' },
              [label, select],
            ),
            go,
            page,
          ],
        )
        go.addEventListener('click', () => {
          error.textContent = ''
          if (!select.value) {
            error.textContent = kind === 'bank' ? 'Please select a bank.' : 'Please select a wallet.'
            select.focus()
            return
          }
          const name = list.find(([v]) => v === select.value)[1]
          page.replaceChildren(
            el('p', { style: 'margin:0;font-weight:600', text: `${name} · test page` }),
            el('p', {
              style: 'margin:4px 0 0;color:#5C584F;font-size:13px',
              text: `Approve ${amountText} to Surya Naturals?`,
            }),
          )
          const ok = button('Success', true)
          const fail = button('Failure', false)
          page.append(ok, fail)
          page.style.display = 'block'
          go.style.display = 'none'
          const answer = (outcome) => {
            ok.disabled = true
            fail.disabled = true
            send({
              method: kind === 'bank' ? 'netbanking' : 'wallet',
              [kind]: select.value,
              outcome,
            }).finally(() => {
              page.style.display = 'none'
              go.style.display = 'block'
            })
          }
          ok.addEventListener('click', () => answer('success'))
          fail.addEventListener('click', () => answer('failure'))
          ok.focus()
        })
        return panel
      }
      const bankPanel = chooser('bank', 'Choose your bank', BANKS)
      const walletPanel = chooser('wallet', 'Choose your wallet', WALLETS)

      const methods = [
        ['upi', 'UPI', upiPanel],
        ['card', 'Card', form],
        ['netbanking', 'Netbanking', bankPanel],
        ['wallet', 'Wallet', walletPanel],
      ]
      form.setAttribute('role', 'tabpanel')
      form.id = 'rzp-panel-card'
      form.setAttribute('aria-labelledby', 'rzp-tab-card')
      const tabs = el('div', {
        role: 'tablist',
        'aria-label': 'Payment method',
        style: 'display:flex;gap:6px;margin-top:14px;flex-wrap:wrap',
      })
      const select = (key) => {
        for (const [k, , panel] of methods) {
          const tab = tabs.querySelector(`#rzp-tab-${k === 'netbanking' ? 'bank' : k}`)
          const on = k === key
          tab.setAttribute('aria-selected', String(on))
          tab.tabIndex = on ? 0 : -1
          tab.style.background = on ? colour : '#fff'
          tab.style.color = on ? '#fff' : '#2B2A26'
          panel.style.display = on ? 'block' : 'none'
        }
        hint.textContent = hints[key]
        error.textContent = ''
        stopPolling()
      }
      for (const [k, label] of methods) {
        const tab = el('button', {
          type: 'button',
          role: 'tab',
          id: `rzp-tab-${k === 'netbanking' ? 'bank' : k}`,
          'aria-controls': `rzp-panel-${k === 'netbanking' ? 'bank' : k}`,
          style:
            'flex:1 1 auto;white-space:nowrap;padding:8px 12px;border:1px solid #c9bfae;border-radius:999px;font:600 13px system-ui,sans-serif;cursor:pointer',
          text: label,
        })
        tab.addEventListener('click', () => select(k))
        tab.addEventListener('keydown', (e) => {
          if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return
          const i = methods.findIndex(([m]) => m === k)
          const next = methods[(i + (e.key === 'ArrowRight' ? 1 : methods.length - 1)) % methods.length][0]
          select(next)
          tabs.querySelector(`#rzp-tab-${next === 'netbanking' ? 'bank' : next}`).focus()
        })
        tabs.append(tab)
      }

      const finish = (body) => {
        stopPolling()
        this.close()
        if (typeof o.handler === 'function') o.handler(body)
      }
      const failed = (err) => {
        error.textContent = err ? err.description : 'Payment failed'
        if (this.listeners['payment.failed']) this.listeners['payment.failed']({ error: err })
      }
      /** One payment attempt by a method other than a card form. */
      const send = async (fields) => {
        error.textContent = ''
        try {
          const res = await post('checkout/pay', { key: o.key, order_id: o.order_id, ...fields })
          if (res.ok) finish(res.body)
          else failed(res.body.error)
        } catch {
          error.textContent = 'Network error. Please try again.'
        }
      }
      vpaPay.addEventListener('click', async () => {
        const vpa = vpaField.querySelector('input').value.trim()
        if (!vpa) {
          error.textContent = 'Please enter your UPI ID.'
          return
        }
        vpaPay.disabled = true
        vpaPay.textContent = 'Waiting for approval…'
        await send({ method: 'upi', vpa })
        vpaPay.disabled = false
        vpaPay.textContent = `Pay ${amountText}`
      })

      let poller = null
      const stopPolling = () => {
        if (poller) clearInterval(poller)
        poller = null
      }
      qrButton.addEventListener('click', async () => {
        error.textContent = ''
        const res = await post('checkout/upi/qr', { key: o.key, order_id: o.order_id }).catch(() => null)
        if (!res?.ok) {
          failed(res ? res.body.error : { description: 'Network error. Please try again.' })
          return
        }
        const { payment_id, expires_in } = res.body
        const until = Date.now() + expires_in * 1000
        const clock = el('p', { style: 'margin:8px 0 0;font-size:13px;color:#5C584F', 'aria-live': 'off' })
        const approve = button('Approve on phone (test)', true)
        const decline = button('Decline on phone (test)', false)
        qrBox.replaceChildren(
          fakeQr(payment_id),
          el('p', {
            role: 'status',
            style: 'margin:10px 0 0;font-weight:600',
            text: `Scan and approve ${amountText} in your UPI app`,
          }),
          clock,
          approve,
          decline,
        )
        qrBox.style.display = 'block'
        qrButton.style.display = 'none'
        const phone = (decision) => post(`checkout/upi/${payment_id}/${decision}`, {}).catch(() => null)
        approve.addEventListener('click', () => phone('approve'))
        decline.addEventListener('click', () => phone('decline'))
        const tick = async () => {
          const left = Math.max(0, Math.ceil((until - Date.now()) / 1000))
          clock.textContent = `Waiting for approval · ${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`
          const r = await fetch(
            new URL(`checkout/payments/${payment_id}?key=${encodeURIComponent(o.key)}`, base),
          )
            .then((x) => x.json())
            .catch(() => null)
          if (!r || r.status === 'created') return
          stopPolling()
          qrBox.style.display = 'none'
          qrButton.style.display = 'block'
          if (r.status === 'captured')
            finish({
              razorpay_payment_id: r.razorpay_payment_id,
              razorpay_order_id: r.razorpay_order_id,
              razorpay_signature: r.razorpay_signature,
            })
          else failed(r.error)
        }
        stopPolling()
        poller = setInterval(tick, 1000)
        void tick()
      })

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
          hint,
          tabs,
          form,
          upiPanel,
          bankPanel,
          walletPanel,
          error,
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

      select(o._method || 'card')
      const dismiss = () => {
        stopPolling()
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
              token: form.querySelector('input[name="token"]:checked')?.value || undefined,
            }),
          })
          const body = await res.json()
          if (!res.ok) {
            failed(body.error)
            return
          }
          finish(body)
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
