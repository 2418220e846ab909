import { expect } from 'vitest'
import { pgQuery as query } from './pg-databases.ts'

/**
 * After returns raced on two processes (decision 056): each of these orders has exactly one return, refunded with
 * its credit note's number, and one credit note in all.
 */
export async function expectOneRefundedReturnEach(url: string, orderIds: string[]): Promise<void> {
  const rets = await query<{ status: string; credit_note_number: string | null }>(
    url,
    'select status, credit_note_number from returns where order_id = any($1)',
    [orderIds],
  )
  expect(rets).toHaveLength(orderIds.length)
  for (const r of rets) {
    expect(r.status).toBe('refunded')
    expect(r.credit_note_number).toBeTruthy()
  }
  const notes = await query<{ n: string }>(
    url,
    'select count(*) as n from credit_notes where order_id = any($1) group by order_id',
    [orderIds],
  )
  expect(notes).toHaveLength(orderIds.length)
  for (const n of notes) expect(Number(n.n)).toBe(1)
}
