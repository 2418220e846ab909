// Batches from farm to pack (decision 052): a product's batches by pack, first expiry first (the order sales take
// them in), and receiving a batch: how many packs, the lot printed on them, packed-on and best-before dates, and the
// group that made it. The batch's page lists every order that received it, as CSV too, and mails those shoppers.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { dayMonthYear } from '#domain/batches.ts'
import { BATCH_SOURCE_KINDS, batchInput, SOURCE_KIND_WORDS } from '#domain/contracts/admin-batches.ts'
import { adminSay } from '#web/features/admin/shell/admin-texts.ts'
import { adminKeys } from '#web/features/admin/shell/api/query-keys.ts'
import {
  ListState,
  PageHeader,
  Pill,
  panelClass,
  Table,
  TextField,
  tdClass,
  thClass,
  wideOnly,
} from '#web/features/admin/shell/components/admin-ui.tsx'
import { Link, useParams } from '#web/lib/router.tsx'
import { applyServerError, useZodForm } from '#web/lib/use-zod-form.ts'
import { Button, buttonClass } from '#web/ui/button.tsx'
import { Field, inputClass } from '#web/ui/field.tsx'
import { toast } from '#web/ui/toast.tsx'
import { batchesQuery, receiveBatch } from '../api/batches.ts'
import { packsQuery } from '../api/stock.ts'
import { productsStockTexts } from '../texts-stock.en.ts'

const say = adminSay(productsStockTexts)

/** The receive form as typed: the contract's batch, the pack and how many, a note. */
const receiveForm = z
  .object({
    sku: z.string().min(1, { error: say('batches.pack.required') }),
    change: z.string().refine((c) => /^\d+$/.test(c.trim()) && Number(c) > 0, {
      error: say('batches.count.invalid'),
    }),
    note: z.string().trim().max(300),
    batch: batchInput,
  })
  .transform((v) => ({ sku: v.sku, change: Number(v.change), note: v.note, batch: v.batch }))

const EMPTY = {
  sku: '',
  change: '',
  note: '',
  batch: {
    lot: '',
    packed_on: '',
    best_before: '',
    source_kind: 'self_help_group' as const,
    source_name: '',
    source_village: '',
    source_district: '',
    source_state: '',
    process: '',
  },
}

export function BatchesPage() {
  const id = Number(useParams().id)
  const queryClient = useQueryClient()
  const packs = useQuery(packsQuery(id)).data ?? []
  const list = useQuery(batchesQuery(id))
  const form = useZodForm(receiveForm, { defaultValues: EMPTY })
  const { errors } = form.formState
  const receive = useMutation({
    mutationFn: (input: z.output<typeof receiveForm>) => receiveBatch(id, input),
    onSuccess: ({ data }) => {
      toast.success(
        say('batches.toast.received', {
          lot: String(data.lot),
          sku: String(data.sku),
          count: String(data.stock_after),
        }),
      )
      form.reset({ ...EMPTY, sku: form.getValues('sku') })
      void queryClient.invalidateQueries({ queryKey: adminKeys.all })
    },
    onError: (err) => applyServerError(form, err),
  })
  const rows = list.data ?? []
  return (
    <>
      <PageHeader
        title={say('batches.title', { id: String(id) })}
        intro={say('batches.intro')}
        actions={
          <>
            <Link to={`/admin/products/${id}`} className={buttonClass('secondary')}>
              {say('batches.back')}
            </Link>
            <Link to={`/admin/products/${id}/ledger`} className={buttonClass('secondary')}>
              {say('batches.ledger')}
            </Link>
          </>
        }
      />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          <ListState
            loading={list.isPending}
            error={list.error}
            empty={rows.length === 0}
            emptyText={say('batches.empty')}
            onRetry={() => list.refetch()}
          />
          {rows.length > 0 && (
            <Table caption={say('batches.caption')}>
              <thead>
                <tr>
                  <th className={thClass}>{say('batches.column.lot')}</th>
                  <th className={thClass}>{say('batches.column.pack')}</th>
                  <th className={thClass}>{say('batches.column.best.before')}</th>
                  <th className={`${thClass} ${wideOnly}`}>{say('batches.column.source')}</th>
                  <th className={`${thClass} text-right`}>{say('batches.column.left')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((b) => (
                  <tr key={b.id}>
                    <td className={tdClass}>
                      <Link to={`/admin/batches/${b.id}`} className="font-semibold text-leaf underline">
                        {b.lot}
                      </Link>
                      <span className="block text-xs text-ink-soft">
                        {say('batches.packed', { date: dayMonthYear(b.packed_on) })}
                      </span>
                    </td>
                    <td className={tdClass}>
                      <span className="block">{b.size}</span>
                      <span className="block text-xs text-ink-soft">{b.sku}</span>
                    </td>
                    <td className={tdClass}>
                      {dayMonthYear(b.best_before)}
                      {b.expired && (
                        <span className="ml-2">
                          <Pill tone="red">{say('batches.expired')}</Pill>
                        </span>
                      )}
                    </td>
                    <td className={`${tdClass} ${wideOnly}`}>
                      {b.source_name} {SOURCE_KIND_WORDS[b.source_kind]}
                      <span className="block text-xs text-ink-soft">
                        {[b.source_village, b.source_district, b.source_state].filter(Boolean).join(', ')}
                      </span>
                    </td>
                    <td className={`${tdClass} text-right`}>
                      {b.remaining}
                      <span className="block text-xs text-ink-soft">
                        {say('batches.of', { received: String(b.received) })}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </div>
        <section aria-labelledby="receive-heading" className={`${panelClass} h-fit`}>
          <h2 id="receive-heading" className="text-lg">
            {say('receive.title')}
          </h2>
          <form
            className="mt-4 flex flex-col gap-3"
            noValidate
            onSubmit={form.handleSubmit((input) => receive.mutate(input))}
          >
            <Field
              label={say('receive.pack')}
              required
              error={errors.sku?.message ?? errors.root?.server?.message}
            >
              {(a11y) => (
                <select {...a11y} className={inputClass} {...form.register('sku')}>
                  <option value="">{say('receive.pack.choose')}</option>
                  {packs.map((p) => (
                    <option key={p.sku} value={p.sku}>
                      {say('receive.pack.option', { size: p.size, sku: p.sku })}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <TextField
              label={say('receive.count')}
              inputMode="numeric"
              required
              field={form.register('change')}
              error={errors.change?.message}
            />
            <TextField
              label={say('receive.lot')}
              required
              field={form.register('batch.lot')}
              error={errors.batch?.lot?.message}
            />
            <div className="grid grid-cols-2 gap-3">
              <TextField
                label={say('receive.packed.on')}
                type="date"
                required
                field={form.register('batch.packed_on')}
                error={errors.batch?.packed_on?.message}
              />
              <TextField
                label={say('receive.best.before')}
                type="date"
                required
                field={form.register('batch.best_before')}
                error={errors.batch?.best_before?.message}
              />
            </div>
            <Field label={say('receive.source.kind')} error={errors.batch?.source_kind?.message}>
              {(a11y) => (
                <select {...a11y} className={inputClass} {...form.register('batch.source_kind')}>
                  {BATCH_SOURCE_KINDS.map((k) => (
                    <option key={k} value={k}>
                      {SOURCE_KIND_WORDS[k]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <TextField
              label={say('receive.source.name')}
              hint={say('receive.source.name.hint')}
              required
              field={form.register('batch.source_name')}
              error={errors.batch?.source_name?.message}
            />
            <TextField
              label={say('receive.village')}
              field={form.register('batch.source_village')}
              error={errors.batch?.source_village?.message}
            />
            <div className="grid grid-cols-2 gap-3">
              <TextField
                label={say('receive.district')}
                required
                field={form.register('batch.source_district')}
                error={errors.batch?.source_district?.message}
              />
              <TextField
                label={say('receive.state')}
                required
                field={form.register('batch.source_state')}
                error={errors.batch?.source_state?.message}
              />
            </div>
            <TextField
              label={say('receive.process')}
              hint={say('receive.process.hint')}
              field={form.register('batch.process')}
              error={errors.batch?.process?.message}
            />
            <TextField
              label={say('receive.note')}
              field={form.register('note')}
              error={errors.note?.message}
            />
            <Button type="submit" disabled={receive.isPending}>
              {receive.isPending ? say('receive.saving') : say('receive.submit')}
            </Button>
          </form>
        </section>
      </div>
    </>
  )
}
