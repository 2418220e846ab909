// The WhatsApp order updates (decision 049), read-only: each template as a shopper reads it (filled with the sample
// values submitted with it) and, folded, as submitted to Meta with its placeholders. The texts live beside the mails'
// (src/server/modules/notifications/whatsapp-texts.ts); Meta approves each before the shop can send it.
import { useQuery } from '@tanstack/react-query'
import { adminSay } from '#web/features/admin/shell/admin-texts.ts'
import { panelClass } from '#web/features/admin/shell/components/admin-ui.tsx'
import { fill } from '#web/lib/i18n/fill.tsx'
import { whatsappTemplatesQuery } from '../api/settings.ts'
import { settingsTexts } from '../texts.en.ts'

const say = adminSay(settingsTexts)

/** 'cod_confirmation' → 'COD confirmation', 'order_shipped' → 'Order shipped' */
export function templateTitle(name: string): string {
  const words = name.split('_').map((w) => (w === 'cod' ? 'COD' : w))
  const [first = '', ...rest] = words
  return [first.charAt(0).toUpperCase() + first.slice(1), ...rest].join(' ')
}

export function WhatsAppTemplatesPanel() {
  const query = useQuery(whatsappTemplatesQuery())
  const list = query.data
  if (!list) return null
  return (
    <section aria-labelledby="whatsapp-templates" className={`${panelClass} mt-8`}>
      <h2 id="whatsapp-templates" className="text-lg">
        {say('whatsapp.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">
        {fill(say('whatsapp.intro'), { option: <em>{say('whatsapp.intro.option')}</em> })}
      </p>
      <ul className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-2">
        {list.map((t) => (
          <li
            key={t.name}
            className="min-w-0 rounded-xl border border-line p-4"
            aria-labelledby={`wa-${t.name}`}
          >
            <h3 id={`wa-${t.name}`} className="font-sans text-sm font-semibold text-ink">
              {templateTitle(t.name)}
            </h3>
            <p className="mt-2 rounded-lg rounded-tl-none bg-leaf-soft px-3 py-2 text-sm leading-relaxed text-ink [overflow-wrap:anywhere]">
              {t.preview}
            </p>
            {t.buttons.length > 0 && (
              <ul aria-label={say('whatsapp.buttons')} className="mt-2 flex flex-wrap gap-2">
                {t.buttons.map((b) => (
                  <li
                    key={b}
                    className="rounded-full border border-line bg-white px-3 py-1 text-sm font-medium text-leaf"
                  >
                    {b}
                  </li>
                ))}
              </ul>
            )}
            <details className="mt-2 text-xs text-ink-soft">
              <summary className="cursor-pointer py-1">{say('whatsapp.submitted')}</summary>
              <p>{fill(say('whatsapp.name'), { name: <code className="font-mono">{t.name}</code> })}</p>
              <p className="mt-1 [overflow-wrap:anywhere]">{t.text}</p>
            </details>
          </li>
        ))}
      </ul>
    </section>
  )
}
