// The owner's settings (decision 043): who the shop is, money, the delivery table, the promises every page states,
// and how reviews are moderated. A save sends only the fields changed, with the version loaded (decision 040).

import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { Paise } from '#domain/money.ts'
import { REVIEW_MODERATION_MODES, ZONES } from '#domain/shop-settings.ts'
import { AdminApiError } from '#web/features/admin/shell/api/admin-client.ts'
import {
  ListState,
  PageHeader,
  panelClass,
  SelectField,
  TextField,
  useInvalidate,
} from '#web/features/admin/shell/components/admin-ui.tsx'
import { paiseOf as wirePaise, wireRupees } from '#web/lib/wire-money.ts'
import { Button } from '#web/ui/button.tsx'
import { type ShopSettingsView, saveSettings, settingsQuery } from '../api/settings.ts'
import { StartSellingPanel } from './start-selling-panel.tsx'
import { WhatsAppTemplatesPanel } from './whatsapp-templates-panel.tsx'

type Sections = Omit<ShopSettingsView, 'version' | 'updated_at'>
type SectionName = keyof Sections

const SHOP_FIELDS: [keyof Sections['shop'], string][] = [
  ['legal_name', 'Legal name'],
  ['trade_name', 'Trade name'],
  ['tagline', 'Tagline'],
  ['address', 'Registered address'],
  ['gstin', 'GSTIN'],
  ['fssai', 'FSSAI licence'],
  ['email', 'Contact mail'],
  ['phone', 'Phone'],
  ['whatsapp', 'WhatsApp'],
  ['hours', 'Hours'],
]
const PROMISE_FIELDS: [keyof Sections['promises'], string][] = [
  ['return_window_days', 'Return window (days after delivery)'],
  ['cancellation_window_hours', 'Cancellation window (hours after ordering)'],
  ['refund_days', 'Refund time (business days)'],
  ['damage_report_hours', 'Damaged items reported within (hours)'],
]
const MODERATION: Record<(typeof REVIEW_MODERATION_MODES)[number], string> = {
  publish_at_once: 'Publish every review at once',
  verified_at_once: 'Publish verified buyers’ reviews at once, hold the others',
  all_held: 'Hold every review for moderation',
}
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
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
      <PageHeader
        title="Settings"
        intro="What the shop says about itself and promises: every page, badge, mail, the PIN check and checkout read these figures. Changes reach every page at once."
      />
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
      setNotice({ tone: 'ok', text: 'Settings saved' })
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
        <legend className="px-1 text-lg font-semibold">The shop</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {SHOP_FIELDS.map(([key, label]) => (
            <TextField
              key={key}
              label={label}
              value={draft.shop[key]}
              onChange={(v) => set('shop', { [key]: v })}
              hint={key === 'gstin' ? 'Checked against its check character' : undefined}
            />
          ))}
        </div>
      </fieldset>

      <fieldset className={`${panelClass} min-w-0`}>
        <legend className="px-1 text-lg font-semibold">Money</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label="Free shipping from (₹)"
            type="number"
            step="0.01"
            value={String(rupeesOf(draft.money.free_shipping_threshold))}
            onChange={(v) => set('money', { free_shipping_threshold: paiseOfTyped(v) })}
          />
          <TextField
            label="Cash on delivery up to (₹)"
            type="number"
            step="0.01"
            value={String(rupeesOf(draft.money.cod_max))}
            onChange={(v) => set('money', { cod_max: paiseOfTyped(v) })}
          />
          <TextField
            label="Cash on delivery fee (₹)"
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
          Offer cash on delivery
        </label>
        <div className="mt-4 grid gap-4 sm:grid-cols-3">
          <TextField
            label="Hours to confirm a cash order on WhatsApp"
            type="number"
            value={String(draft.money.cod_confirm_hours)}
            onChange={(v) => set('money', { cod_confirm_hours: Number(v) })}
          />
          <SelectField
            label="Unconfirmed after those hours"
            value={draft.money.cod_unconfirmed}
            onChange={(v) => set('money', { cod_unconfirmed: v as Sections['money']['cod_unconfirmed'] })}
            options={[
              ['cancel', 'Cancel it (stock back)'],
              ['hold', 'Hold it for a call'],
            ]}
          />
        </div>
      </fieldset>

      <fieldset className={`${panelClass} min-w-0`}>
        <legend className="px-1 text-lg font-semibold">Delivery</legend>
        <div className="flex flex-wrap items-end gap-6">
          <TextField
            label="Dispatch cut-off (hour, India time)"
            type="number"
            value={String(draft.delivery.cutoff_hour)}
            onChange={(v) => set('delivery', { cutoff_hour: Number(v) })}
          />
          <fieldset>
            <legend className="mb-1 text-sm font-semibold">Working days</legend>
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
            label="Failed delivery attempts before return to origin"
            hint="1 to 5: then the courier is asked to bring the parcel back"
            type="number"
            min={1}
            max={5}
            value={String(draft.delivery.ndr_attempts_before_rto)}
            onChange={(v) => set('delivery', { ndr_attempts_before_rto: Number(v) })}
          />
        </div>
        <div className="mt-5 overflow-x-auto">
          <table className="w-full min-w-[60rem] text-sm">
            <caption className="mb-2 text-left text-ink-soft">
              Zones by PIN prefix (the longest prefix wins; the rest of India takes every other PIN). An empty
              express charge: no express there.
            </caption>
            <thead>
              <tr className="text-left text-xs uppercase tracking-wider text-ink-soft">
                <th className="p-2">Zone</th>
                <th className="p-2">PIN prefixes</th>
                <th className="p-2">Standard ₹</th>
                <th className="p-2">Days</th>
                <th className="p-2">Express ₹</th>
                <th className="p-2">Days</th>
                <th className="p-2">Cash</th>
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
                      aria-label={`${z.label}: ${level} fewest days`}
                      className={`${box} w-14`}
                      type="number"
                      value={z[level].days_min}
                      onChange={(e) =>
                        setZone(zone, { [level]: { ...z[level], days_min: Number(e.target.value) } })
                      }
                    />
                    –
                    <input
                      aria-label={`${z.label}: ${level} most days`}
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
                        aria-label={`${zone} name`}
                        className={box}
                        value={z.label}
                        onChange={(e) => setZone(zone, { label: e.target.value })}
                      />
                    </td>
                    <td className={cell}>
                      <input
                        aria-label={`${z.label}: PIN prefixes`}
                        className={box}
                        value={z.pin_prefixes.join(', ')}
                        placeholder={zone === 'rest_of_india' ? 'every other PIN' : ''}
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
                        aria-label={`${z.label}: standard charge`}
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
                        aria-label={`${z.label}: express charge`}
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
                        aria-label={`${z.label}: cash on delivery`}
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
        <legend className="px-1 text-lg font-semibold">Promises</legend>
        <p className="mb-3 text-sm text-ink-soft">
          The pages, the login badge and the mails state these figures (placeholders such as{' '}
          <code>{'{{returnWindowDays}}'}</code> in the pages).
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
        <legend className="px-1 text-lg font-semibold">Reviews</legend>
        <SelectField
          label="New reviews"
          value={draft.reviews.moderation}
          onChange={(v) => set('reviews', { moderation: v as Sections['reviews']['moderation'] })}
          options={REVIEW_MODERATION_MODES.map((m) => [m, MODERATION[m]] as const)}
        />
      </fieldset>

      <fieldset className={`${panelClass} min-w-0`}>
        <legend className="px-1 text-lg font-semibold">Reminders</legend>
        <p className="mb-3 text-sm text-ink-soft">
          Shoppers who ask for it in their profile are reminded of a cart they leave, by email or WhatsApp:
          once each time, at most twice for one cart, never after they order.
        </p>
        <TextField
          label="Remind after (hours; 0 for never)"
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
              Apply my changes to the latest
            </button>
          )}
        </div>
      )}
      <div className="flex gap-3">
        <Button type="submit" disabled={!dirty || save.isPending}>
          {save.isPending ? 'Saving…' : 'Save settings'}
        </Button>
        {dirty && (
          <Button type="button" variant="secondary" onClick={() => setDraft(structuredClone(base.sections))}>
            Discard changes
          </Button>
        )}
      </div>
    </form>
  )
}
