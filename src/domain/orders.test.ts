import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { codConfirmationAwaited, decide, type OrderEvent, type OrderState } from './orders.ts'

const TOTAL = 59_800

/**
 * The order as the database holds it, with the ledger of what happened to money at the provider: every payment
 * captured, and every refund carried out (each decided refund is carried out once, by its idempotency key).
 */
interface World {
  state: OrderState
  captured: { id: string; amount: number }[]
  refunds: { paymentId: string; amount: number }[]
  /** the payment recorded as the order's own */
  ownPayment: string | null
}

type Step =
  | { type: 'capture'; payment: 'p1' | 'p2' | 'p3'; amount: number; current: boolean }
  | Exclude<OrderEvent, { type: 'capture' }>

/** The service's part: what it knows of the payment, the machine's decision, the refund carried out. */
function apply(w: World, step: Step): World {
  const event: OrderEvent =
    step.type === 'capture'
      ? {
          type: 'capture',
          amountPaise: step.amount,
          current: step.current,
          known:
            w.ownPayment === step.payment ||
            w.refunds.some((r) => r.paymentId === step.payment && w.ownPayment !== step.payment),
        }
      : step
  // A provider never captures the same payment twice.
  const captured =
    step.type === 'capture' && !w.captured.some((c) => c.id === step.payment)
      ? [...w.captured, { id: step.payment, amount: step.amount }]
      : w.captured
  const d = decide(w.state, event)
  if (!d.ok) return { ...w, captured }
  const paymentOfEvent = step.type === 'capture' ? step.payment : w.ownPayment
  const ownPayment = step.type === 'capture' && !d.foreign && d.changed ? step.payment : w.ownPayment
  const refunds = d.refund
    ? [...w.refunds, { paymentId: paymentOfEvent!, amount: d.refund.amountPaise }]
    : w.refunds
  return { state: d.next, captured, refunds, ownPayment }
}

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    type: fc.constant('capture' as const),
    payment: fc.constantFrom('p1' as const, 'p2' as const, 'p3' as const),
    amount: fc.oneof(fc.constant(TOTAL), fc.constant(TOTAL), fc.integer({ min: 100, max: 100_000 })),
    current: fc.oneof(fc.constant(true), fc.constant(true), fc.constant(false)),
  }),
  fc.constantFrom<Step>(
    { type: 'payment_failed' },
    { type: 'expire' },
    { type: 'cancel' },
    { type: 'pack' },
    { type: 'ship' },
    { type: 'deliver' },
    { type: 'return_to_origin' },
    { type: 'choose_cod', feePaise: 0 },
    { type: 'choose_cod', feePaise: 4_900 },
  ),
  fc.integer({ min: -10, max: 70_000 }).map((amountPaise): Step => ({ type: 'refund', amountPaise })),
)

const fresh: World = {
  state: {
    status: 'pending',
    paymentStatus: 'pending',
    totalPaise: TOTAL,
    capturedPaise: 0,
    refundedPaise: 0,
  },
  captured: [],
  refunds: [],
  ownPayment: null,
}

const refundedOf = (w: World, paymentId: string) =>
  w.refunds.filter((r) => r.paymentId === paymentId).reduce((n, r) => n + r.amount, 0)

describe('the order state machine', () => {
  it('never leaves money charged on a cancelled or expired order, nor refunds a payment twice', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 25 }), (steps) => {
        let w = fresh
        for (const s of steps) {
          w = apply(w, s)
          // No payment is ever refunded beyond what was captured of it (refunded twice would be).
          for (const c of w.captured) expect(refundedOf(w, c.id)).toBeLessThanOrEqual(c.amount)
          // A payment that is not the order's own is refunded in full as soon as it is known.
          for (const c of w.captured)
            if (c.id !== w.ownPayment) expect(refundedOf(w, c.id), `${c.id} refunded`).toBe(c.amount)
          // Cancelled or expired: everything captured has been given back.
          if (w.state.status === 'cancelled' || w.state.status === 'expired')
            for (const c of w.captured) expect(refundedOf(w, c.id)).toBe(c.amount)
          // The order's books agree with the ledger (cash collected on delivery is not in the provider's).
          const own = w.captured.find((c) => c.id === w.ownPayment)
          const cash = w.state.cod && w.state.status === 'delivered' ? w.state.totalPaise : 0
          expect(w.state.capturedPaise).toBe(own?.amount ?? cash)
          if (own) expect(w.state.refundedPaise).toBe(refundedOf(w, own.id))
          // A cash-on-delivery order never takes an online payment as its own, and nothing is refunded of cash.
          if (w.state.cod) expect(own?.amount ?? 0).toBe(0)
          // Paid and on its way means paid the total; cash on delivery is paid at delivery, and only then.
          if (['processing', 'shipped', 'delivered'].includes(w.state.status))
            expect(w.state.capturedPaise).toBe(
              w.state.cod && w.state.status !== 'delivered' ? 0 : w.state.totalPaise,
            )
        }
      }),
      { numRuns: 3000 },
    )
  })

  it('a capture of the total pays a pending order; a second notice of it changes nothing', () => {
    const paid = decide(fresh.state, { type: 'capture', amountPaise: TOTAL, known: false, current: true })
    expect(paid).toMatchObject({
      ok: true,
      changed: true,
      next: { status: 'processing', paymentStatus: 'completed' },
    })
    if (!paid.ok) return
    expect(
      decide(paid.next, { type: 'capture', amountPaise: TOTAL, known: true, current: true }),
    ).toMatchObject({
      ok: true,
      changed: false,
    })
  })

  it('another amount, or a replaced provider order, never marks the order paid and is given back', () => {
    for (const event of [
      { type: 'capture', amountPaise: 100, known: false, current: true },
      { type: 'capture', amountPaise: TOTAL, known: false, current: false },
    ] as const)
      expect(decide(fresh.state, event)).toMatchObject({
        ok: true,
        changed: false,
        foreign: 'amount_mismatch',
        next: { status: 'pending' },
        refund: { amountPaise: event.amountPaise },
      })
  })

  it('a payment after the order was cancelled or expired is recorded and refunded in full', () => {
    for (const status of ['cancelled', 'expired'] as const)
      expect(
        decide(
          { ...fresh.state, status },
          { type: 'capture', amountPaise: TOTAL, known: false, current: true },
        ),
      ).toMatchObject({
        ok: true,
        next: { status, paymentStatus: 'refunded', capturedPaise: TOTAL, refundedPaise: TOTAL },
        refund: { amountPaise: TOTAL, reason: 'late_payment' },
      })
  })

  it('cancelling a paid order decides one full refund; a second cancel is refused', () => {
    const paid: OrderState = {
      ...fresh.state,
      status: 'processing',
      paymentStatus: 'completed',
      capturedPaise: TOTAL,
    }
    const first = decide(paid, { type: 'cancel' })
    expect(first).toMatchObject({ ok: true, refund: { amountPaise: TOTAL, reason: 'cancelled' } })
    if (!first.ok) return
    expect(decide(first.next, { type: 'cancel' })).toEqual({ ok: false, reason: 'not_allowed' })
  })

  it('partial refunds add up and never pass the captured amount', () => {
    const paid: OrderState = {
      ...fresh.state,
      status: 'delivered',
      paymentStatus: 'completed',
      capturedPaise: TOTAL,
    }
    const part = decide(paid, { type: 'refund', amountPaise: 10_000 })
    expect(part).toMatchObject({
      ok: true,
      next: { paymentStatus: 'partially_refunded', refundedPaise: 10_000 },
    })
    if (!part.ok) return
    expect(decide(part.next, { type: 'refund', amountPaise: TOTAL })).toEqual({
      ok: false,
      reason: 'too_much',
    })
    expect(decide(part.next, { type: 'refund', amountPaise: TOTAL - 10_000 })).toMatchObject({
      ok: true,
      next: { paymentStatus: 'refunded', refundedPaise: TOTAL },
    })
  })

  it('only an unpaid pending order expires; shipping needs a paid order', () => {
    expect(decide({ ...fresh.state, status: 'processing' }, { type: 'expire' }).ok).toBe(false)
    expect(decide(fresh.state, { type: 'ship' }).ok).toBe(false)
  })

  it('cash on delivery: placed unpaid with its fee, paid when delivered, cancelled without a refund', () => {
    const cod = decide(fresh.state, { type: 'choose_cod', feePaise: 4_900 })
    expect(cod).toMatchObject({
      ok: true,
      next: { status: 'processing', paymentStatus: 'pending', cod: true, totalPaise: TOTAL + 4_900 },
    })
    if (!cod.ok) return
    expect(decide(cod.next, { type: 'cancel' })).toMatchObject({
      ok: true,
      next: { status: 'cancelled', paymentStatus: 'pending', capturedPaise: 0 },
    })
    expect(decide(cod.next, { type: 'cancel' })).not.toHaveProperty('refund')
    const shipped = decide(cod.next, { type: 'ship' })
    if (!shipped.ok) throw new Error('ship refused')
    expect(decide(shipped.next, { type: 'deliver' })).toMatchObject({
      ok: true,
      next: { status: 'delivered', paymentStatus: 'completed', capturedPaise: TOTAL + 4_900 },
    })
    expect(decide(shipped.next, { type: 'return_to_origin' })).toMatchObject({
      ok: true,
      next: { status: 'cancelled', capturedPaise: 0 },
    })
    // an online payment arriving for it is someone else's money: given back, the order unchanged
    expect(
      decide(cod.next, { type: 'capture', amountPaise: TOTAL, known: false, current: true }),
    ).toMatchObject({ ok: true, changed: false, foreign: 'duplicate_payment' })
    // only an open unpaid order can become cash on delivery
    expect(decide(cod.next, { type: 'choose_cod', feePaise: 0 })).toMatchObject({ ok: false })
  })

  it('packing: only a placed order not yet shipped, once; a flag that leaves status and money alone', () => {
    const paid = decide(fresh.state, { type: 'capture', amountPaise: TOTAL, known: false, current: true })
    if (!paid.ok) throw new Error('capture refused')
    // not before it is paid or placed for cash
    expect(decide(fresh.state, { type: 'pack' })).toEqual({ ok: false, reason: 'not_allowed' })
    const packed = decide(paid.next, { type: 'pack' })
    expect(packed).toEqual({ ok: true, changed: true, next: { ...paid.next, packed: true } })
    if (!packed.ok) return
    // a second time changes nothing
    expect(decide(packed.next, { type: 'pack' })).toEqual({ ok: true, changed: false, next: packed.next })
    // a packed order ships and can still be cancelled (with its refund) before it leaves
    expect(decide(packed.next, { type: 'cancel' })).toMatchObject({
      ok: true,
      refund: { amountPaise: TOTAL },
    })
    const shipped = decide(packed.next, { type: 'ship' })
    if (!shipped.ok) throw new Error('ship refused')
    expect(decide(shipped.next, { type: 'pack' })).toEqual({ ok: false, reason: 'not_allowed' })
    const cod = decide(fresh.state, { type: 'choose_cod', feePaise: 0 })
    if (!cod.ok) throw new Error('cod refused')
    expect(decide(cod.next, { type: 'pack' })).toMatchObject({ ok: true, changed: true })
  })
})

describe('what a cash order waits for before packing (decision 049)', () => {
  it('the reply on WhatsApp or the shop’s call, only while processing', () => {
    expect(codConfirmationAwaited({ status: 'processing', cod_confirmation: 'pending' })).toBe('pending')
    expect(codConfirmationAwaited({ status: 'processing', cod_confirmation: 'held' })).toBe('held')
    expect(codConfirmationAwaited({ status: 'processing', cod_confirmation: 'confirmed' })).toBeUndefined()
    expect(codConfirmationAwaited({ status: 'processing', cod_confirmation: null })).toBeUndefined()
    expect(codConfirmationAwaited({ status: 'cancelled', cod_confirmation: 'pending' })).toBeUndefined()
  })
})
