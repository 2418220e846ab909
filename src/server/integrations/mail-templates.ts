// Branded HTML mail with a plain-text part. Inline styles only: mail clients ignore style sheets.

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Rows of label and value (an order's lines and totals; an address, its lines as labels). */
export interface MailTable {
  heading?: string
  rows: { label: string; value?: string; strong?: boolean }[]
}

export interface ActionMail {
  shopName: string
  heading: string
  paragraphs: string[]
  /** after the paragraphs */
  tables?: MailTable[]
  /** a list of links after the tables (one per product to review) */
  links?: { label: string; url: string }[]
  action?: { label: string; url: string }
  footnote?: string
  footer?: string
  /** the mail's language as `<html lang>` (en-IN unless said; an order's mail in its language, decision 060) */
  lang?: string
  /** the words under the button, in the mail's language */
  buttonFallback?: string
}

const cell = 'padding:6px 0;border-top:1px solid #F2EADB;vertical-align:top'

function tableHtml(t: MailTable): string {
  const rows = t.rows
    .map((r) => {
      const weight = r.strong ? 'font-weight:600;' : ''
      // A long value (a tracking address) breaks rather than widening the mail past a phone's screen.
      const fit = (r.value ?? '').length > 28 ? 'word-break:break-all;' : 'white-space:nowrap;'
      return `<tr><td style="${cell};${weight}">${esc(r.label)}</td><td align="right" style="${cell};${weight}${fit}padding-left:16px">${esc(r.value ?? '')}</td></tr>`
    })
    .join('')
  const heading = t.heading
    ? `<tr><td colspan="2" style="font-weight:600;color:#1F4A29;padding:0 0 6px">${esc(t.heading)}</td></tr>`
    : ''
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:16px 0;border-collapse:collapse;font-size:14px;line-height:1.5">${heading}${rows}</table>`
}

function tableText(t: MailTable): string[] {
  return [
    ...(t.heading ? [t.heading] : []),
    ...t.rows.map((r) => (r.value ? `${r.label}: ${r.value}` : r.label)),
    '',
  ]
}

export function renderActionMail(m: ActionMail): { html: string; text: string } {
  const tables = (m.tables ?? []).map(tableHtml).join('\n')
  const links = m.links?.length
    ? `<ul style="font-size:15px;line-height:1.6;padding-left:20px;margin:0 0 12px">${m.links.map((l) => `<li><a href="${esc(l.url)}" style="color:#1F4A29">${esc(l.label)}</a></li>`).join('')}</ul>`
    : ''
  const button = m.action
    ? `<p style="margin:28px 0"><a href="${esc(m.action.url)}" style="background:#2F6B3B;color:#ffffff;text-decoration:none;padding:12px 24px;border-radius:999px;font-weight:600;display:inline-block">${esc(m.action.label)}</a></p>
<p style="font-size:13px;color:#5C584F">${esc(m.buttonFallback ?? 'If the button does not work, copy this link into your browser:')}<br><a href="${esc(m.action.url)}" style="color:#1F4A29;word-break:break-all">${esc(m.action.url)}</a></p>`
    : ''
  const html = `<!doctype html><html lang="${esc(m.lang ?? 'en-IN')}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${esc(m.heading)}</title></head>
<body style="margin:0;background:#FBF7EF;font-family:Helvetica,Arial,sans-serif;color:#2B2A26">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#FBF7EF"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border:1px solid #E2D6C0;border-radius:12px">
<tr><td style="padding:24px 32px;border-bottom:1px solid #F2EADB"><span style="font-family:Georgia,serif;font-size:22px;color:#1F4A29">&#9728; ${esc(m.shopName)}</span></td></tr>
<tr><td style="padding:32px">
<h1 style="font-family:Georgia,serif;font-weight:600;font-size:24px;color:#1F4A29;margin:0 0 16px">${esc(m.heading)}</h1>
${m.paragraphs.map((p) => `<p style="font-size:15px;line-height:1.6;margin:0 0 12px">${esc(p)}</p>`).join('\n')}
${tables}${links}
${button}
${m.footnote ? `<p style="font-size:13px;color:#5C584F;margin-top:24px">${esc(m.footnote)}</p>` : ''}
</td></tr>
<tr><td style="padding:20px 32px;background:#F2EADB;border-radius:0 0 12px 12px;font-size:12px;color:#5C584F">${esc(m.footer ?? `${m.shopName} — sun-dried goodness from our farmers to your kitchen.`)}</td></tr>
</table></td></tr></table></body></html>`
  const text = [
    m.shopName,
    '',
    m.heading,
    '',
    ...m.paragraphs.flatMap((p) => [p, '']),
    ...(m.tables ?? []).flatMap(tableText),
    ...(m.links?.length ? [...m.links.map((l) => `${l.label}: ${l.url}`), ''] : []),
    ...(m.action ? [`${m.action.label}: ${m.action.url}`, ''] : []),
    ...(m.footnote ? [m.footnote, ''] : []),
    m.footer ?? `${m.shopName} — sun-dried goodness from our farmers to your kitchen.`,
  ].join('\n')
  return { html, text }
}
