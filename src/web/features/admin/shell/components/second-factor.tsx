// Setting up the authenticator app on first sign-in: the password again, a QR code, recovery codes, one code.
import qrcode from 'qrcode-generator'
import { type FormEvent, useId, useMemo, useState } from 'react'
import { Button } from '#web/ui/button.tsx'
import { adminSay } from '../admin-texts.ts'
import { AdminApiError } from '../api/admin-client.ts'
import { enableSecondFactor, verifyCode } from '../api/auth.ts'
import { shellTexts } from '../texts.en.ts'
import { AuthCard, CodeField, FormError, messageOf, PasswordField, WRONG_CODE } from './auth-ui.tsx'

const say = adminSay(shellTexts)

function QrCode({ text, label }: { text: string; label: string }) {
  const path = useMemo(() => {
    const qr = qrcode(0, 'M')
    qr.addData(text)
    qr.make()
    const n = qr.getModuleCount()
    let d = ''
    for (let r = 0; r < n; r++)
      for (let c = 0; c < n; c++) if (qr.isDark(r, c)) d += `M${c + 4} ${r + 4}h1v1h-1z`
    return { d, size: n + 8 }
  }, [text])
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${path.size} ${path.size}`}
      className="size-48 rounded-lg border border-line bg-white"
      shapeRendering="crispEdges"
    >
      <path d={path.d} fill="#1f4a29" />
    </svg>
  )
}

/** The recovery codes as a text file, named for the account they open ('otpauth://totp/<shop>:<email>'). */
function downloadCodes(totpURI: string, codes: string[]) {
  const account = decodeURIComponent(new URL(totpURI).pathname.replace(/^\/+/, ''))
  const text = [
    say('factor.codes.file.title', { account }),
    say('factor.codes.file.note'),
    '',
    ...codes,
    '',
  ].join('\n')
  const href = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }))
  const a = document.createElement('a')
  a.href = href
  a.download = say('factor.codes.file.name')
  a.click()
  setTimeout(() => URL.revokeObjectURL(href), 1000)
}

/** First sign-in: the password again, then the app is set up from a QR code and proven with one code. */
export function SetUpSecondFactor({ onDone }: { onDone: () => void }) {
  const [password, setPassword] = useState('')
  const [enrolment, setEnrolment] = useState<{ totpURI: string; backupCodes: string[] } | null>(null)
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const codesId = useId()
  const secret = enrolment ? (new URL(enrolment.totpURI).searchParams.get('secret') ?? '') : ''

  async function start(e: FormEvent) {
    e.preventDefault()
    if (!password) return setError(say('factor.enter.password'))
    setBusy(true)
    setError(null)
    try {
      setEnrolment(await enableSecondFactor(password))
    } catch (err) {
      setError(
        err instanceof AdminApiError && err.status < 500 ? say('factor.wrong.password') : messageOf(err),
      )
    } finally {
      setBusy(false)
    }
  }

  async function verify(e: FormEvent) {
    e.preventDefault()
    setBusy(true)
    setError(null)
    try {
      await verifyCode(code.replace(/\s/g, ''))
      onDone()
    } catch {
      setError(WRONG_CODE)
    } finally {
      setBusy(false)
    }
  }

  if (!enrolment)
    return (
      <AuthCard title={say('factor.title')} intro={say('factor.intro')}>
        <FormError message={error} />
        <form onSubmit={start} className="flex flex-col gap-4" noValidate>
          <PasswordField autoComplete="current-password" value={password} onChange={setPassword} />
          <Button type="submit" disabled={busy}>
            {busy ? say('factor.waiting') : say('factor.start')}
          </Button>
        </form>
      </AuthCard>
    )

  return (
    <AuthCard title={say('factor.scan.title')} intro={say('factor.scan.intro')}>
      <div className="flex flex-col items-center gap-3">
        <QrCode text={enrolment.totpURI} label={say('factor.qr')} />
        <p className="text-center text-xs text-ink-soft">
          {say('factor.key')}
          <code className="mt-1 block font-mono text-sm tracking-wide text-ink" data-testid="totp-secret">
            {secret.replace(/(.{4})/g, '$1 ').trim()}
          </code>
        </p>
      </div>
      {/* data-print-alone: Print prints this section only (styles.css) */}
      <section aria-labelledby={codesId} data-print-alone className="mt-5 rounded-xl bg-sand/60 p-4">
        <h2 id={codesId} className="text-base">
          {say('factor.codes.title')}
        </h2>
        <p className="mt-1 text-xs text-ink-soft">{say('factor.codes.intro')}</p>
        <ul className="mt-3 grid grid-cols-2 gap-1 font-mono text-sm">
          {enrolment.backupCodes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
        <div className="mt-3 flex gap-2 print:hidden">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => downloadCodes(enrolment.totpURI, enrolment.backupCodes)}
          >
            {say('factor.codes.download')}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => window.print()}>
            {say('factor.codes.print')}
          </Button>
        </div>
      </section>
      <FormError message={error} />
      <form onSubmit={verify} className="mt-5 flex flex-col gap-4" noValidate>
        <CodeField label={say('factor.code')} required value={code} onChange={setCode} />
        <Button type="submit" disabled={busy || code.replace(/\s/g, '').length < 6}>
          {busy ? say('factor.checking') : say('factor.confirm')}
        </Button>
      </form>
    </AuthCard>
  )
}
