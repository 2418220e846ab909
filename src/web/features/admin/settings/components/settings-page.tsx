// The owner's settings (decision 043): who the shop is, money, the delivery table, the promises every page states,
// and how reviews are moderated. A save sends only the fields changed, with the version loaded (decision 040).

import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { Paise } from '#domain/money.ts'
import { REVIEW_MODERATION_MODES, ZONES } from '#domain/shop-settings.ts'
import { adminSay } from '#web/features/admin/shell/admin-texts.ts'
import { AdminApiError } from '#web/features/admin/shell/api/admin-client.ts'
import {
  ListState,
  PageHeader,
  panelClass,
  SelectField,
  TextField,
  useInvalidate,
} from '#web/features/admin/shell/components/admin-ui.tsx'
import { fill } from '#web/lib/i18n/fill.tsx'
import { paiseOf as wirePaise, wireRupees } from '#web/lib/wire-money.ts'
import { Button } from '#web/ui/button.tsx'
import { type ShopSettingsView, saveSettings, settingsQuery } from '../api/settings.ts'
import { settingsTexts } from '../texts.en.ts'
import { StartSellingPanel } from './start-selling-panel.tsx'
import { WhatsAppTemplatesPanel } from './whatsapp-templates-panel.tsx'

const say = adminSay(settingsTexts)

type Sections = Omit<ShopSettingsView, 'version' | 'updated_at'>
type SectionName = keyof Sections

const SHOP_FIELDS: [keyof Sections['shop'], string][] = [
  ['legal_name', say('shop.legal.name')],
  ['trade_name', say('shop.trade.name')],
  ['tagline', say('shop.tagline')],
  ['address', say('shop.address')],
  ['gstin', say('shop.gstin')],
  ['fssai', say('shop.fssai')],
  ['email', say('shop.email')],
  ['phone', say('shop.phone')],
  ['whatsapp', say('shop.whatsapp')],
  ['hours', say('shop.hours')],
]
const PROMISE_FIELDS: [keyof Sections['promises'], string][] = [
  ['return_window_days', say('promises.return.window')],
  ['cancellation_window_hours', say('promises.cancellation.window')],
  ['refund_days', say('promises.refund.days')],
  ['damage_report_hours', say('promises.damage.hours')],
]
const MODERATION: Record<(typeof REVIEW_MODERATION_MODES)[number], string> = {
  publish_at_once: say('reviews.publish.at.once'),
  verified_at_once: say('reviews.verified.at.once'),
  all_held: say('reviews.all.held'),
}
const DAYS = [
  say('delivery.day.sun'),
  say('delivery.day.mon'),
  say('delivery.day.tue'),
  say('delivery.day.wed'),
  say('delivery.day.thu'),
  say('delivery.day.fri'),
  say('delivery.day.sat'),
]
/** The zone table's day boxes, by service level, as a screen reader names them. */
const DAYS_LABEL = {
  standard: { fewest: 'zones.standard.fewest', most: 'zones.standard.most' },
  express: { fewest: 'zones.express.fewest', most: 'zones.express.most' },
} as const
/** A placeholder as the pages write it: code, the same in every language. */
const PLACEHOLDER_EXAMPLE = '{{returnWindowDays}}'
const MONEY_FIELDS = ['free_shipping_threshold', 'cod_max', 'cod_fee'] as const

// a typed amount and the loaded paise, through the storefront's one money edge (decision 039)
// (what is not an amount yet, a box emptied or half typed, stays NaN for the form's check to name)
const rupeesOf = (paise: number | null) =>
  paise === null ? null : Number.isSafeInteger(paise) ? wireRupees(paise as Paise) : Number.NaN
const paiseOfTyped = (rupees: string) =>
  rupees.trim() === '' || !Number.isFinite(Number(rupees)) ? Number.NaN : wirePaise(Number(rupees))

/** The fields that differ from what was loaded, by section, as the wire carries them (rupees). */
export function changedFields(base: Sections, draft: Sections): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {}
  for (const section of Object.keys(draft) as SectionName[]) {
    const b = base[section] as Record<string, unknown>
    const d = draft[section] as Record<string, unknown>
    for (const key of Object.keys(d)) {
      if (JSON.stringify(b[key]) === JSON.stringify(d[key])) continue
      let value = d[key]
      if (section === 'money' && (MONEY_FIELDS as readonly string[]).includes(key))
        value = rupeesOf(value as number)
      if (section === 'delivery' && key === 'zones')
        value = Object.fromEntries(
          Object.entries(d.zones as Sections['delivery']['zones']).map(([zone, z]) => [
            zone,
            {
              ...z,
              standard: { ...z.standard, charge: rupeesOf(z.standard.charge) },
              express: { ...z.express, charge: rupeesOf(z.express.charge) },
            },
          ]),
        )
      out[section] = { ...out[section], [key]: value }
    }
  }
  return out
}

const sectionsOf = ({ version: _v, updated_at: _u, ...sections }: ShopSettingsView): Sections =>
  structuredClone(sections)

export function SettingsPage() {
  const query = useQuery(settingsQuery())
  return (
    <div>
      <PageHeader title={say('title')} intro={say('intro')} />
      {query.data ? (
        // Mounted once: the form keeps its own base from here (each save's answer, or the latest a 409 names). Keyed
        // by the version, the refetch after a save remounted it and took the 'Settings saved' notice away at once.
        <SettingsForm loaded={query.data} />
      ) : (
        <ListState
          loading={query.isPending}
          error={query.error}
          empty={false}
          emptyText=""
          onRetry={() => query.refetch()}
        />
      )}
      <WhatsAppTemplatesPanel />
      <StartSellingPanel />
    </div>
  )
}

function SettingsForm({ loaded }: { loaded: ShopSettingsView }) {
  const invalidate = useInvalidate()
  const [base, setBase] = useState(() => ({ version: loaded.version, sections: sectionsOf(loaded) }))
  const [draft, setDraft] = useState<Sections>(() => sectionsOf(loaded))
  const [notice, setNotice] = useState<{
    tone: 'ok' | 'error'
    text: string
    stale?: ShopSettingsView
  } | null>(null)
  const changes = changedFields(base.sections, draft)
  const save = useMutation({
    mutationFn: () => saveSettings({ ...changes, version: base.version }),
    onSuccess: (saved) => {
      setBase({ version: saved.version, sections: sectionsOf(saved) })
      setDraft(sectionsOf(saved))
      setNotice({ tone: 'ok', text: say('form.saved') })
      void invalidate()
    },
    onError: (err) => {
      const stale = err instanceof AdminApiError ? (err.current as ShopSettingsView | undefined) : undefined
      setNotice({ tone: 'error', text: err.message, stale })
    },
  })
  const set = <S extends SectionName>(section: S, patch: Partial<Sections[S]>) =>
    setDraft((d) => ({ ...d, [section]: { ...d[section], ...patch } }))
  const setZone = (zone: (typeof ZONES)[number], patch: object) =>
    set('delivery', {
      zones: { ...draft.delivery.zones, [zone]: { ...draft.delivery.zones[zone], ...patch } },
    })
  const dirty = Object.keys(changes).length > 0

  return (
    <form
      className="flex flex-col gap-6"
      onSubmit={(e) => {
        e.preventDefault()
        setNotice(null)
        save.mutate()
      }}
    >
      <fieldset className={`${panelClass} min-w-0`}>
        <legend className="px-1 text-lg font-semibold">{say('shop.legend')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {SHOP_FIELDS.map(([key, label]) => (
            <TextField
              key={key}
              label={label}
              value={draft.shop[key]}
              onChange={(v) => set('shop', { [key]: v })}
              hint={key === 'gstin' ? say('shop.gstin.hint') : undefined}
            />
          ))}
        </div>
      </fieldset>

      <fieldset className={`${panelClass} min-w-0`}>
        <legend className="px-1 text-lg font-semibold">{say('money.legend')}</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label={say('money.free.shipping')}
            type="number"
            step="0.01"
            value={String(rupeesOf(draft.money.free_shipping_threshold))}
            onChange={(v) => set('money', { free_shipping_threshold: paiseOfTyped(v) })}
          />
          <TextField
            label={say('money.cod.max')}
            type="number"
            step="0.01"
            value={String(rupeesOf(draft.money.cod_max))}
            onChange={(v) => set('money', { cod_max: paiseOfTyped(v) })}
          />
          <TextField
            label={say('money.cod.fee')}
            type="number"
            step="0.01"
            value={String(rupeesOf(draft.money.cod_fee))}
            onChange={(v) => set('money', { cod_fee: paiseOfTyped(v) })}
          />
        </div>
        <label className="mt-4 flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={draft.money.cod_enabled}
            onChange={(e) => set('money', { cod_enabled: e.target.checked })}
          />
          {say('money.cod.enabled')}
        </label>
        <div className="mt-4 grid gap-4 sm:grid-cols-3">
          <TextField
            label={say('money.cod.confirm.hours')}
            type="number"
            value={String(draft.money.cod_confirm_hours)}
            onChange={(v) => set('money', { cod_confirm_hours: Number(v) })}
          />
          <SelectField
            label={say('money.cod.unconfirmed')}
            value={draft.money.cod_unconfirmed}
            onChange={(v) => set('money', { cod_unconfirmed: v as Sections['money']['cod_unconfirmed'] })}
            options={[
              ['cancel', say('money.cod.unconfirmed.cancel')],
              ['hold', say('money.cod.unconfirmed.hold')],
            ]}
          />
        </div>
      </fieldset>

      <fieldset className={`${panelClass} min-w-0`}>
        <legend className="px-1 text-lg font-semibold">{say('delivery.legend')}</legend>
        <div className="flex flex-wrap items-end gap-6">
          <TextField
            label={say('delivery.cutoff')}
            type="number"
            value={String(draft.delivery.cutoff_hour)}
            onChange={(v) => set('delivery', { cutoff_hour: Number(v) })}
          />
          <fieldset>
            <legend className="mb-1 text-sm font-semibold">{say('delivery.working.days')}</legend>
            <div className="flex flex-wrap gap-3">
              {DAYS.map((day, n) => (
                <label key={day} className="flex items-center gap-1 text-sm">
                  <input
                    type="checkbox"
                    checked={draft.delivery.working_days.includes(n)}
                    onChange={(e) =>
                      set('delivery', {
                        working_days: e.target.checked
                          ? [...draft.delivery.working_days, n].sort()
                          : draft.delivery.working_days.filter((d) => d !== n),
                      })
                    }
                  />
                  {day}
                </label>
              ))}
            </div>
          </fieldset>
          <TextField
            label={say('delivery.ndr.attempts')}
            hint={say('delivery.ndr.attempts.hint')}
            type="number"
            min={1}
            max={5}
            value={String(draft.delivery.ndr_attempts_before_rto)}
            onChange={(v) => set('delivery', { ndr_attempts_before_rto: Number(v) })}
          />
        </div>
        <div className="mt-5 overflow-x-auto">
          <table className="w-full min-w-[60rem] text-sm">
            <caption className="mb-2 text-left text-ink-soft">{say('zones.caption')}</caption>
            <thead>
              <tr className="text-left text-xs uppercase tracking-wider text-ink-soft">
                <th className="p-2">{say('zones.column.zone')}</th>
                <th className="p-2">{say('zones.column.prefixes')}</th>
                <th className="p-2">{say('zones.column.standard')}</th>
                <th className="p-2">{say('zones.column.days')}</th>
                <th className="p-2">{say('zones.column.express')}</th>
                <th className="p-2">{say('zones.column.days')}</th>
                <th className="p-2">{say('zones.column.cash')}</th>
              </tr>
            </thead>
            <tbody>
              {ZONES.map((zone) => {
                const z = draft.delivery.zones[zone]
                const cell = 'p-1'
                const box = 'w-full rounded-md border border-line px-2 py-1'
                const days = (level: 'standard' | 'express') => (
                  <span className="flex items-center gap-1">
                    <input
                      aria-label={say(DAYS_LABEL[level].fewest, { zone: z.label })}
                      className={`${box} w-14`}
                      type="number"
                      value={z[level].days_min}
                      onChange={(e) =>
                        setZone(zone, { [level]: { ...z[level], days_min: Number(e.target.value) } })
                      }
                    />
                    –
                    <input
                      aria-label={say(DAYS_LABEL[level].most, { zone: z.label })}
                      className={`${box} w-14`}
                      type="number"
                      value={z[level].days_max}
                      onChange={(e) =>
                        setZone(zone, { [level]: { ...z[level], days_max: Number(e.target.value) } })
                      }
                    />
                  </span>
                )
                return (
                  <tr key={zone} className="border-t border-line/70">
                    <td className={`${cell} w-56`}>
                      <input
                        aria-label={say('zones.name', { zone })}
                        className={box}
                        value={z.label}
                        onChange={(e) => setZone(zone, { label: e.target.value })}
                      />
                    </td>
                    <td className={cell}>
                      <input
                        aria-label={say('zones.prefixes', { zone: z.label })}
                        className={box}
                        value={z.pin_prefixes.join(', ')}
                        placeholder={zone === 'rest_of_india' ? say('zones.prefixes.rest') : ''}
                        onChange={(e) =>
                          setZone(zone, {
                            pin_prefixes: e.target.value
                              .split(/[\s,]+/)
                              .map((p) => p.trim())
                              .filter(Boolean),
                          })
                        }
                      />
                    </td>
                    <td className={cell}>
                      <input
                        aria-label={say('zones.standard.charge', { zone: z.label })}
                        className={`${box} w-20`}
                        type="number"
                        step="0.01"
                        value={z.standard.charge === null ? '' : z.standard.charge / 100}
                        onChange={(e) =>
                          setZone(zone, { standard: { ...z.standard, charge: paiseOfTyped(e.target.value) } })
                        }
                      />
                    </td>
                    <td className={cell}>{days('standard')}</td>
                    <td className={cell}>
                      <input
                        aria-label={say('zones.express.charge', { zone: z.label })}
                        className={`${box} w-20`}
                        type="number"
                        step="0.01"
                        value={z.express.charge === null ? '' : z.express.charge / 100}
                        onChange={(e) =>
                          setZone(zone, {
                            express: {
                              ...z.express,
                              charge: e.target.value.trim() === '' ? null : paiseOfTyped(e.target.value),
                            },
                          })
                        }
                      />
                    </td>
                    <td className={cell}>{days('express')}</td>
                    <td className={cell}>
                      <input
                        aria-label={say('zones.cod', { zone: z.label })}
                        type="checkbox"
                        checked={z.cod}
                        onChange={(e) => setZone(zone, { cod: e.target.checked })}
                      />
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      </fieldset>

      <fieldset className={`${panelClass} min-w-0`}>
        <legend className="px-1 text-lg font-semibold">{say('promises.legend')}</legend>
        <p className="mb-3 text-sm text-ink-soft">
          {fill(say('promises.intro'), { example: <code>{PLACEHOLDER_EXAMPLE}</code> })}
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          {PROMISE_FIELDS.map(([key, label]) => (
            <TextField
              key={key}
              label={label}
              type="number"
              value={String(draft.promises[key])}
              onChange={(v) => set('promises', { [key]: v.trim() === '' ? Number.NaN : Number(v) })}
            />
          ))}
        </div>
      </fieldset>

      <fieldset className={`${panelClass} min-w-0`}>
        <legend className="px-1 text-lg font-semibold">{say('reviews.legend')}</legend>
        <SelectField
          label={say('reviews.moderation')}
          value={draft.reviews.moderation}
          onChange={(v) => set('reviews', { moderation: v as Sections['reviews']['moderation'] })}
          options={REVIEW_MODERATION_MODES.map((m) => [m, MODERATION[m]] as const)}
        />
      </fieldset>

      <fieldset className={`${panelClass} min-w-0`}>
        <legend className="px-1 text-lg font-semibold">{say('reminders.legend')}</legend>
        <p className="mb-3 text-sm text-ink-soft">{say('reminders.intro')}</p>
        <TextField
          label={say('reminders.cart.hours')}
          type="number"
          value={String(draft.reminders.cart_hours)}
          onChange={(v) => set('reminders', { cart_hours: v.trim() === '' ? Number.NaN : Number(v) })}
        />
      </fieldset>

      {notice && (
        <div
          role={notice.tone === 'ok' ? 'status' : 'alert'}
          className={
            notice.tone === 'ok'
              ? 'rounded-xl border border-success/30 bg-success-soft p-4 text-sm text-success'
              : 'rounded-xl border border-error/30 bg-error-soft p-4 text-sm text-error'
          }
        >
          {notice.text}
          {notice.stale && (
            <button
              type="button"
              className="ml-3 font-semibold underline"
              onClick={() => {
                const latest = notice.stale!
                // the latest as the base, the owner's changes on top
                setBase({ version: latest.version, sections: sectionsOf(latest) })
                setDraft((d) => {
                  const next = sectionsOf(latest) as Record<string, Record<string, unknown>>
                  for (const [section, fields] of Object.entries(changes))
                    for (const key of Object.keys(fields))
                      next[section]![key] = (d as unknown as Record<string, Record<string, unknown>>)[
                        section
                      ]![key]
                  return next as unknown as Sections
                })
                setNotice(null)
              }}
            >
              {say('form.apply.latest')}
            </button>
          )}
        </div>
      )}
      <div className="flex gap-3">
        <Button type="submit" disabled={!dirty || save.isPending}>
          {save.isPending ? say('form.saving') : say('form.save')}
        </Button>
        {dirty && (
          <Button type="button" variant="secondary" onClick={() => setDraft(structuredClone(base.sections))}>
            {say('form.discard')}
          </Button>
        )}
      </div>
    </form>
  )
}
