// Draws the media of the moringa info page: the demo-video poster, the lab report image, the lab report
// PDF and (with --video) the short demo video itself. No downloads: the SVGs and the PDF are written as
// text, and the video is drawn on a canvas in headless Chromium and recorded with MediaRecorder (VP8 WebM).
//
//   node scripts/draw-moringa-media.ts            poster, lab report SVG and PDF
//   node scripts/draw-moringa-media.ts --video    also public/videos/moringa-demo.webm (needs /usr/bin/chromium)

import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { DEMO_VIDEO, FARMER, LAB_REPORT } from '#web/features/moringa/moringa-content.ts'

const ROOT = join(import.meta.dirname, '..')
const PUBLIC = join(ROOT, 'public')

const LEAF = '#2F6B3B'
const DEEP_LEAF = '#1F4A29'
const TURMERIC = '#E0A526'
const CLAY = '#B5643C'
const SAND = '#F2EADB'
const SAND_DEEP = '#E6D9C0'
const INK = '#2B2A26'
const INK_SOFT = '#5C584F'
const MORINGA = '#5E8C31'
const SERIF = 'Georgia, serif'
const SANS = 'Helvetica, Arial, sans-serif'

function write(rel: string, content: string | Uint8Array): void {
  const file = join(PUBLIC, rel)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, content)
  console.info(
    `wrote public/${rel} (${typeof content === 'string' ? Buffer.byteLength(content) : content.length} bytes)`,
  )
}

function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

function formatDate(iso: string): string {
  return new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`))
}

/** A moringa leaflet: a pinnate stem with small oval leaves. */
function sprig(x: number, y: number, angle: number, scale: number, colour = LEAF): string {
  const leaves: string[] = []
  for (let i = 0; i < 6; i++) {
    const t = 14 + i * 16
    for (const side of [-1, 1]) {
      leaves.push(
        `<ellipse cx="${t}" cy="${side * 9}" rx="8" ry="4.6" transform="rotate(${side * 28} ${t} ${side * 9})"/>`,
      )
    }
  }
  leaves.push('<ellipse cx="112" cy="0" rx="9" ry="5"/>')
  return `<g transform="translate(${x} ${y}) rotate(${angle}) scale(${scale})" fill="${colour}"><path d="M0 0 L110 0" stroke="${DEEP_LEAF}" stroke-width="1.6"/>${leaves.join('')}</g>`
}

// ---------------------------------------------------------------- poster (9:16, matches the video)

function drawPoster(): string {
  const { width: w, height: h } = DEMO_VIDEO
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img"><title>A glass of moringa water with a spoon of moringa powder</title>
<defs>
<radialGradient id="bg" cx=".5" cy=".42" r=".8"><stop offset="0" stop-color="#FBF6EC"/><stop offset=".7" stop-color="${SAND}"/><stop offset="1" stop-color="${SAND_DEEP}"/></radialGradient>
<linearGradient id="drink" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8DB35A"/><stop offset="1" stop-color="${MORINGA}"/></linearGradient>
<linearGradient id="glass" x1="0" x2="1"><stop offset="0" stop-color="#fff" stop-opacity=".65"/><stop offset=".5" stop-color="#fff" stop-opacity=".15"/><stop offset="1" stop-color="#fff" stop-opacity=".5"/></linearGradient>
</defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>
<circle cx="${w - 40}" cy="92" r="120" fill="${TURMERIC}" opacity=".12"/>
<circle cx="${w - 40}" cy="92" r="70" fill="${TURMERIC}" opacity=".14"/>
<text x="32" y="92" font-family="${SANS}" font-size="13" letter-spacing="3" fill="${LEAF}" font-weight="700">HOW TO ENJOY</text>
<text x="32" y="132" font-family="${SERIF}" font-size="34" fill="${DEEP_LEAF}">Moringa,</text>
<text x="32" y="170" font-family="${SERIF}" font-size="34" fill="${DEEP_LEAF}">every morning</text>
<ellipse cx="${w / 2}" cy="520" rx="120" ry="16" fill="${INK}" opacity=".1"/>
<path d="M118 268 L242 268 L230 512 Q229 522 219 522 L141 522 Q131 522 130 512 Z" fill="url(#drink)" opacity=".92"/>
<path d="M118 268 L242 268 L238 300 L122 300 Z" fill="#A9C97A" opacity=".7"/>
<path d="M112 236 L248 236 L231 514 Q230 526 218 526 L142 526 Q130 526 129 514 Z" fill="url(#glass)" stroke="#CFC4AE" stroke-width="2"/>
<ellipse cx="180" cy="236" rx="68" ry="7" fill="none" stroke="#CFC4AE" stroke-width="2"/>
<circle cx="232" cy="248" r="26" fill="#F4E27A" stroke="#D9BE3C" stroke-width="3"/>
<path d="M232 226 L232 270 M210 248 L254 248 M216 232 L248 264 M216 264 L248 232" stroke="#D9BE3C" stroke-width="1.5"/>
<g transform="translate(60 552) rotate(-12)"><rect x="0" y="-5" width="120" height="10" rx="5" fill="#B08551"/><ellipse cx="138" cy="0" rx="26" ry="15" fill="#C9A26B"/><ellipse cx="138" cy="-3" rx="19" ry="9" fill="${MORINGA}"/></g>
${sprig(250, 560, -20, 0.9)}
${sprig(30, 420, -70, 0.8, MORINGA)}
<text x="32" y="604" font-family="${SANS}" font-size="14" fill="${INK_SOFT}">½ tsp moringa · warm water · lemon</text>
</svg>
`
}

// ---------------------------------------------------------------- lab report image

function drawLabReport(): string {
  const w = 600
  const rowH = 26
  const tableTop = 370
  const h = tableTop + 47 + LAB_REPORT.tests.length * rowH + 190
  const rows = LAB_REPORT.tests
    .map((t, i) => {
      const y = tableTop + 47 + i * rowH
      const shade =
        i % 2 === 0
          ? `<rect x="40" y="${y - 17}" width="520" height="${rowH}" fill="${SAND}" opacity=".55"/>`
          : ''
      return `${shade}<text x="52" y="${y}" font-family="${SANS}" font-size="13" fill="${INK}">${esc(t.parameter)}</text><text x="330" y="${y}" font-family="${SANS}" font-size="13" fill="${INK}" text-anchor="end" font-weight="700">${esc(t.result)}</text><text x="346" y="${y}" font-family="${SANS}" font-size="12" fill="${INK_SOFT}">${esc(t.unit)}</text><text x="540" y="${y}" font-family="${SANS}" font-size="12" fill="${LEAF}" text-anchor="end" font-weight="700">${t.status}</text>`
    })
    .join('\n')
  const footY = tableTop + 47 + LAB_REPORT.tests.length * rowH + 10
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img"><title>Lab test report, batch ${LAB_REPORT.batch}: passed</title>
<rect width="${w}" height="${h}" fill="#FFFEFB"/>
<rect x="14" y="14" width="${w - 28}" height="${h - 28}" fill="none" stroke="${LEAF}" stroke-width="2"/>
<rect x="20" y="20" width="${w - 40}" height="${h - 40}" fill="none" stroke="${LEAF}" stroke-width=".8"/>
<circle cx="72" cy="78" r="28" fill="${LEAF}"/><path d="M58 86 Q72 50 88 70 Q80 92 58 86 Z" fill="#fff"/><path d="M60 85 L84 68" stroke="${LEAF}" stroke-width="1.5"/>
<text x="112" y="70" font-family="${SERIF}" font-size="20" fill="${DEEP_LEAF}">${esc(LAB_REPORT.laboratory.split(',')[0] ?? '')}</text>
<text x="112" y="92" font-family="${SANS}" font-size="12" fill="${INK_SOFT}">Hyderabad, Telangana · ${esc(LAB_REPORT.accreditation)}</text>
<line x1="40" y1="122" x2="560" y2="122" stroke="${SAND_DEEP}" stroke-width="1.5"/>
<text x="${w / 2}" y="160" font-family="${SERIF}" font-size="26" fill="${DEEP_LEAF}" text-anchor="middle" letter-spacing="2">TEST REPORT</text>
<text x="${w / 2}" y="182" font-family="${SANS}" font-size="12" fill="${INK_SOFT}" text-anchor="middle">Certificate of analysis · Report No. ${esc(LAB_REPORT.reportNumber)}</text>
<g font-family="${SANS}" font-size="13" fill="${INK}">
<text x="52" y="222" fill="${INK_SOFT}">Sample</text><text x="160" y="222" font-weight="700">${esc(LAB_REPORT.product)}</text>
<text x="52" y="246" fill="${INK_SOFT}">Batch</text><text x="160" y="246" font-weight="700">${esc(LAB_REPORT.batch)}</text>
<text x="52" y="270" fill="${INK_SOFT}">Customer</text><text x="160" y="270">Surya Naturals</text>
<text x="52" y="294" fill="${INK_SOFT}">Origin</text><text x="160" y="294">${esc(FARMER.state)}, India</text>
<text x="52" y="318" fill="${INK_SOFT}">Sampled</text><text x="160" y="318">${formatDate(LAB_REPORT.sampledOn)}</text>
<text x="52" y="342" fill="${INK_SOFT}">Issued</text><text x="160" y="342">${formatDate(LAB_REPORT.issuedOn)}</text>
</g>
<g transform="translate(470 262) rotate(-12)"><rect x="-58" y="-22" width="116" height="44" rx="6" fill="none" stroke="${LEAF}" stroke-width="3"/><text x="0" y="8" font-family="${SANS}" font-size="22" font-weight="700" fill="${LEAF}" text-anchor="middle" letter-spacing="2">PASSED</text></g>
<rect x="40" y="${tableTop}" width="520" height="28" fill="${LEAF}"/>
<g font-family="${SANS}" font-size="12" font-weight="700" fill="#fff"><text x="52" y="${tableTop + 19}">PARAMETER</text><text x="330" y="${tableTop + 19}" text-anchor="end">RESULT</text><text x="346" y="${tableTop + 19}">UNIT</text><text x="540" y="${tableTop + 19}" text-anchor="end">STATUS</text></g>
${rows}
<line x1="40" y1="${footY}" x2="560" y2="${footY}" stroke="${SAND_DEEP}" stroke-width="1.5"/>
<text x="52" y="${footY + 30}" font-family="${SANS}" font-size="12" fill="${INK_SOFT}">All ${LAB_REPORT.tests.length} parameters within specification. Pass rate 100%.</text>
<path d="M60 ${footY + 92} q14 -26 28 -6 t26 -4 t30 2" fill="none" stroke="${DEEP_LEAF}" stroke-width="1.6"/>
<line x1="52" y1="${footY + 104}" x2="220" y2="${footY + 104}" stroke="${INK_SOFT}"/>
<text x="52" y="${footY + 122}" font-family="${SANS}" font-size="11" fill="${INK_SOFT}">Authorised signatory, Quality Manager</text>
<circle cx="488" cy="${footY + 88}" r="42" fill="none" stroke="${CLAY}" stroke-width="2" opacity=".8"/>
<circle cx="488" cy="${footY + 88}" r="34" fill="none" stroke="${CLAY}" stroke-width="1" opacity=".8"/>
<text x="488" y="${footY + 84}" font-family="${SANS}" font-size="11" font-weight="700" fill="${CLAY}" text-anchor="middle">ISO/IEC</text>
<text x="488" y="${footY + 100}" font-family="${SANS}" font-size="11" font-weight="700" fill="${CLAY}" text-anchor="middle">17025</text>
</svg>
`
}

// ---------------------------------------------------------------- lab report PDF (hand-written PDF 1.4)

/** PDF text strings: ASCII only with the standard Helvetica, so escape the three special characters. */
function pdfText(s: string): string {
  return s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '-')
}

function drawLabReportPdf(): Uint8Array {
  const ops: string[] = []
  const text = (x: number, y: number, size: number, s: string, font = 'F1', rgb = '0.17 0.16 0.15') =>
    ops.push(`BT ${rgb} rg /${font} ${size} Tf ${x} ${y} Td (${pdfText(s)}) Tj ET`)
  const right = (x: number, y: number, size: number, s: string, font = 'F1', rgb?: string) =>
    text(x - s.length * size * (font === 'F2' ? 0.56 : 0.5), y, size, s, font, rgb) // approximate Helvetica widths
  const leaf = '0.184 0.420 0.231'
  const soft = '0.36 0.35 0.31'

  ops.push(`${leaf} RG 2 w 28 28 539 786 re S 0.8 w 34 34 527 774 re S`)
  text(56, 770, 20, LAB_REPORT.laboratory.split(',')[0] ?? '', 'F2', leaf)
  text(56, 752, 10, `Hyderabad, Telangana - ${LAB_REPORT.accreditation}`, 'F1', soft)
  ops.push('0.9 0.85 0.75 RG 1 w 56 738 m 539 738 l S')
  text(222, 706, 22, 'TEST REPORT', 'F2', leaf)
  text(178, 688, 10, `Certificate of analysis - Report No. ${LAB_REPORT.reportNumber}`, 'F1', soft)
  const details: [string, string][] = [
    ['Sample', LAB_REPORT.product],
    ['Batch', LAB_REPORT.batch],
    ['Customer', 'Surya Naturals'],
    ['Origin', `${FARMER.village}, ${FARMER.state}`],
    ['Sampled on', formatDate(LAB_REPORT.sampledOn)],
    ['Issued on', formatDate(LAB_REPORT.issuedOn)],
    ['Status', LAB_REPORT.status],
  ]
  details.forEach(([k, v], i) => {
    text(56, 650 - i * 18, 11, k, 'F1', soft)
    text(150, 650 - i * 18, 11, v, 'F2')
  })
  const top = 508
  ops.push(`${leaf} rg 56 ${top} 483 22 re f`)
  text(66, top + 7, 10, 'PARAMETER', 'F2', '1 1 1')
  right(330, top + 7, 10, 'RESULT', 'F2', '1 1 1')
  text(346, top + 7, 10, 'UNIT', 'F2', '1 1 1')
  right(524, top + 7, 10, 'STATUS', 'F2', '1 1 1')
  LAB_REPORT.tests.forEach((t, i) => {
    const y = top - 20 - i * 20
    if (i % 2 === 0) ops.push(`0.95 0.92 0.86 rg 56 ${y - 6} 483 20 re f`)
    text(66, y, 10.5, t.parameter)
    right(330, y, 10.5, t.result, 'F2')
    text(346, y, 10, t.unit, 'F1', soft)
    right(526, y, 10, t.status, 'F2', leaf)
  })
  const foot = top - 20 - LAB_REPORT.tests.length * 20 - 14
  ops.push(`0.9 0.85 0.75 RG 1 w 56 ${foot} m 539 ${foot} l S`)
  text(
    56,
    foot - 22,
    10.5,
    `All ${LAB_REPORT.tests.length} parameters within specification. Pass rate 100%.`,
    'F1',
    soft,
  )
  text(56, foot - 38, 10.5, 'Premium quality. Tested at an ISO certified laboratory.', 'F1', soft)
  ops.push(`0.36 0.35 0.31 RG 0.8 w 56 ${foot - 92} m 220 ${foot - 92} l S`)
  text(56, foot - 106, 9, 'Authorised signatory, Quality Manager', 'F1', soft)
  ops.push(`0.71 0.39 0.24 RG 2 w 430 ${foot - 120} 90 70 re S`)
  text(446, foot - 80, 12, 'PASSED', 'F2', '0.71 0.39 0.24')
  text(442, foot - 98, 9, `Batch ${LAB_REPORT.batch}`, 'F1', '0.71 0.39 0.24')
  text(
    56,
    48,
    8,
    'Sample marketing copy of a laboratory certificate for the Surya Naturals demo shop.',
    'F1',
    soft,
  )

  const stream = ops.join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}\nendstream`,
    `<< /Title (Moringa lab test report, batch ${LAB_REPORT.batch}) /Producer (scripts/draw-moringa-media.ts) >>`,
  ]
  let pdf = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf))
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = Buffer.byteLength(pdf)
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const off of offsets) pdf += `${String(off).padStart(10, '0')} 00000 n \n`
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return new TextEncoder().encode(pdf)
}

// ---------------------------------------------------------------- demo video (canvas + MediaRecorder)

/** Runs in the browser: a 6-second portrait loop that spoons moringa into water and stirs it green. */
function recordInBrowser(opts: { width: number; height: number; seconds: number }): Promise<string> {
  const { width: w, height: h, seconds } = opts
  const canvas = document.createElement('canvas')
  canvas.width = w
  canvas.height = h
  const ctx = canvas.getContext('2d') as CanvasRenderingContext2D
  const ease = (t: number) => (t < 0 ? 0 : t > 1 ? 1 : t * t * (3 - 2 * t))
  const mix = (a: number[], b: number[], t: number) =>
    `rgb(${a.map((v, i) => Math.round(v + ((b[i] ?? v) - v) * t)).join(',')})`
  const water = [214, 230, 226]
  function sprig(x: number, y: number, angle: number, scale: number, colour: string) {
    ctx.save()
    ctx.translate(x, y)
    ctx.rotate(angle)
    ctx.scale(scale, scale)
    ctx.strokeStyle = '#1F4A29'
    ctx.lineWidth = 1.6
    ctx.beginPath()
    ctx.moveTo(0, 0)
    ctx.lineTo(110, 0)
    ctx.stroke()
    ctx.fillStyle = colour
    for (let i = 0; i < 6; i++) {
      for (const side of [-1, 1]) {
        ctx.beginPath()
        ctx.ellipse(14 + i * 16, side * 9, 8, 4.6, side * 0.49, 0, Math.PI * 2)
        ctx.fill()
      }
    }
    ctx.beginPath()
    ctx.ellipse(112, 0, 9, 5, 0, 0, Math.PI * 2)
    ctx.fill()
    ctx.restore()
  }
  const green = [118, 160, 70]

  function frame(t: number) {
    // Flat fills only: gradients band and block badly at a small bitrate.
    ctx.fillStyle = '#F6EFE2'
    ctx.fillRect(0, 0, w, h)
    ctx.fillStyle = '#EFE3CC'
    ctx.fillRect(0, h - 150, w, 150)
    ctx.fillStyle = '#F3E3BD'
    ctx.beginPath()
    ctx.arc(w - 40, 92, 110, 0, Math.PI * 2)
    ctx.fill()
    // caption
    const captions = ['½ tsp moringa', 'into warm water', 'stir, add lemon', 'enjoy every morning']
    const idx = Math.min(captions.length - 1, Math.floor(t / (seconds / captions.length)))
    ctx.fillStyle = '#2F6B3B'
    ctx.font = 'bold 13px Helvetica, Arial, sans-serif'
    ctx.fillText(`STEP ${idx + 1} OF 4`, 32, 92)
    ctx.fillStyle = '#1F4A29'
    ctx.font = '32px Georgia, serif'
    ctx.fillText(captions[idx] ?? '', 32, 132)
    // glass
    const level = 0.62
    const mixT = ease((t - 1.6) / 2.2)
    const topY = 236
    const bottomY = 526
    const liquidTop = bottomY - (bottomY - topY) * level
    ctx.save()
    ctx.beginPath()
    ctx.moveTo(112, topY)
    ctx.lineTo(248, topY)
    ctx.lineTo(231, bottomY)
    ctx.lineTo(129, bottomY)
    ctx.closePath()
    ctx.clip()
    ctx.fillStyle = mix(water, green, mixT)
    ctx.fillRect(0, liquidTop, w, h)
    // swirl while stirring
    if (t > 1.6 && t < 4.4) {
      ctx.strokeStyle = 'rgba(47,107,59,0.35)'
      ctx.lineWidth = 6
      for (let i = 0; i < 3; i++) {
        ctx.beginPath()
        ctx.ellipse(180, liquidTop + 60 + i * 50, 40 - i * 6, 10, 0, t * 6 + i, t * 6 + i + Math.PI * 1.2)
        ctx.stroke()
      }
    }
    ctx.restore()
    ctx.strokeStyle = '#CFC4AE'
    ctx.lineWidth = 2
    ctx.beginPath()
    ctx.moveTo(112, topY)
    ctx.lineTo(129, bottomY)
    ctx.lineTo(231, bottomY)
    ctx.lineTo(248, topY)
    ctx.stroke()
    // powder falling from the spoon
    const pour = ease(t / 1.4)
    const spoonX = 220 - 40 * pour
    const spoonY = 200 - 20 * pour
    if (t > 0.6 && t < 2) {
      ctx.fillStyle = '#5E8C31'
      for (let i = 0; i < 40; i++) {
        const py = spoonY + ((i * 37 + t * 260) % (liquidTop - spoonY))
        ctx.fillRect(spoonX - 14 + ((i * 13) % 24), py, 3, 3)
      }
    }
    if (t < 2.4) {
      ctx.save()
      ctx.translate(spoonX, spoonY)
      ctx.rotate(-0.5 + 0.7 * pour)
      ctx.fillStyle = '#B08551'
      ctx.fillRect(0, -5, 130, 10)
      ctx.fillStyle = '#C9A26B'
      ctx.beginPath()
      ctx.ellipse(-14, 0, 26, 15, 0, 0, Math.PI * 2)
      ctx.fill()
      ctx.fillStyle = '#5E8C31'
      ctx.beginPath()
      ctx.ellipse(-14, -3, 19 * (1 - pour * 0.8), 9 * (1 - pour * 0.8), 0, 0, Math.PI * 2)
      ctx.fill()
      ctx.restore()
    }
    // lemon slice arrives
    const lemon = ease((t - 4.2) / 0.8)
    if (lemon > 0) {
      ctx.fillStyle = '#F4E27A'
      ctx.strokeStyle = '#D9BE3C'
      ctx.lineWidth = 3
      ctx.beginPath()
      ctx.arc(232, 150 + 98 * lemon, 26, 0, Math.PI * 2)
      ctx.fill()
      ctx.stroke()
    }
    sprig(250, 560, -0.35, 0.9, '#2F6B3B')
    sprig(30, 420, -1.2 + 0.04 * Math.sin(t * 3), 0.8, '#5E8C31')
    ctx.fillStyle = '#5C584F'
    ctx.font = '14px Helvetica, Arial, sans-serif'
    ctx.fillText('Surya Naturals · sun-dried moringa', 32, 604)
  }

  return new Promise((resolve, reject) => {
    const stream = canvas.captureStream(24)
    const recorder = new MediaRecorder(stream, {
      mimeType: 'video/webm;codecs=vp8',
      videoBitsPerSecond: 300_000,
    })
    const chunks: Blob[] = []
    recorder.ondataavailable = (e) => chunks.push(e.data)
    recorder.onerror = () => reject(new Error('MediaRecorder failed'))
    recorder.onstop = async () => {
      const buf = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer())
      let bin = ''
      for (let i = 0; i < buf.length; i++) bin += String.fromCharCode(buf[i] as number)
      resolve(btoa(bin))
    }
    const start = performance.now()
    recorder.start()
    const tick = () => {
      const t = (performance.now() - start) / 1000
      frame(Math.min(t, seconds))
      if (t < seconds) requestAnimationFrame(tick)
      else recorder.stop()
    }
    tick()
  })
}

async function drawVideo(): Promise<void> {
  const { chromium } = await import('playwright-core')
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required'],
  })
  try {
    const page = await browser.newPage()
    await page.setContent('<!doctype html><body></body>')
    const b64 = await page.evaluate(recordInBrowser, {
      width: DEMO_VIDEO.width,
      height: DEMO_VIDEO.height,
      seconds: 6,
    })
    write(DEMO_VIDEO.src.slice(1), Buffer.from(b64, 'base64'))
  } finally {
    await browser.close()
  }
}

write(DEMO_VIDEO.poster.slice(1), drawPoster())
write(LAB_REPORT.image.slice(1), drawLabReport())
write(LAB_REPORT.pdf.slice(1), drawLabReportPdf())
if (process.argv.includes('--video')) await drawVideo()
