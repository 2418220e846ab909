import { describe, expect, it } from 'vitest'
import { ndrReasonOf } from '#server/modules/shipping/courier-webhook-routes.ts'
import { CourierError, createShiprocketClient } from './shiprocket.ts'

// The Shiprocket adapter's NDR calls as Shiprocket documents them (decision 046, amended), against a recorded
// exchange: the paged list read to its last page, the action's path and body, a 5xx as the courier's error; and the
// failed attempt's reason read from the webhook's last scan.

type Call = { method: string; url: string; body?: unknown }

function fakeShiprocket(answer: (c: Call) => { status: number; json: unknown }) {
  const calls: Call[] = []
  const fetch = async (url: string, init: { method?: string; body?: unknown }) => {
    const call: Call = {
      method: init.method ?? 'GET',
      url,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    }
    calls.push(call)
    if (url.endsWith('/auth/login')) return Response.json({ token: 'token-1' })
    const a = answer(call)
    return Response.json(a.json, { status: a.status })
  }
  const client = createShiprocketClient({
    apiUrl: 'https://sr.example/v1/external',
    email: 'api@shop.example',
    password: 'secret-password',
    pickupLocation: 'Primary',
    pickupPin: '560001',
    fetch,
  })
  return { client, calls }
}

const ndr = (awb: string, attempts: number) => ({
  id: 1,
  awb_code: awb,
  reason: 'Customer Asked For Future Delivery',
  attempts,
  ndr_raised_at: '2021-03-17 22:51:17',
  status: 'UNDELIVERED',
})

describe('Shiprocket NDR', () => {
  it('reads every page of GET /ndr/all', async () => {
    const { client, calls } = fakeShiprocket((c) => {
      const page = Number(new URL(c.url).searchParams.get('page'))
      return {
        status: 200,
        json: {
          data: page === 1 ? [ndr('784698160933', 1)] : [ndr('784613220808', 2)],
          meta: { pagination: { total: 2, current_page: page, total_pages: 2 } },
        },
      }
    })
    expect(await client.ndrList()).toEqual([
      {
        awb: '784698160933',
        reason: 'Customer Asked For Future Delivery',
        attempts: 1,
        raisedAt: '2021-03-17 22:51:17',
        status: 'UNDELIVERED',
      },
      expect.objectContaining({ awb: '784613220808', attempts: 2 }),
    ])
    expect(calls.filter((c) => c.url.includes('/ndr/all')).map((c) => c.url)).toEqual([
      'https://sr.example/v1/external/ndr/all?page=1&per_page=100',
      'https://sr.example/v1/external/ndr/all?page=2&per_page=100',
    ])
  })

  it('POSTs /ndr/{awb}/action: re-attempt with what staff gave, return with comments only', async () => {
    const { client, calls } = fakeShiprocket(() => ({
      status: 202,
      json: { status: 'Data Updated Sucessfully' },
    }))
    await client.ndrAction('SRT 1/2', {
      kind: 'reattempt',
      comments: 'Please re-attempt',
      date: '2026-11-30',
      phone: '9848022222',
    })
    await client.ndrAction('SRT1', { kind: 'rto', comments: 'Please return' })
    expect(calls.filter((c) => c.method === 'POST' && c.url.includes('/ndr/'))).toEqual([
      {
        method: 'POST',
        url: 'https://sr.example/v1/external/ndr/SRT%201%2F2/action',
        body: {
          action: 're-attempt',
          comments: 'Please re-attempt',
          deferred_date: '2026-11-30',
          phone: '9848022222',
        },
      },
      {
        method: 'POST',
        url: 'https://sr.example/v1/external/ndr/SRT1/action',
        body: { action: 'return', comments: 'Please return' },
      },
    ])
  })

  it('is a CourierError with the courier’s words when it refuses or fails', async () => {
    const refuses = fakeShiprocket(() => ({
      status: 400,
      json: { message: 'Action cannot be taken: the shipment is not in NDR', status_code: 400 },
    }))
    await expect(refuses.client.ndrAction('SRT1', { kind: 'rto', comments: 'x' })).rejects.toMatchObject({
      name: 'CourierError',
      reason: 'Action cannot be taken: the shipment is not in NDR',
      status: 400,
    })
    const down = fakeShiprocket(() => ({ status: 502, json: {} }))
    await expect(down.client.ndrList()).rejects.toBeInstanceOf(CourierError)
  })
})

describe('the failed attempt’s reason in the tracking webhook', () => {
  it('is the last scan’s activity, without the status it repeats', () => {
    expect(
      ndrReasonOf('UNDELIVERED', [
        { activity: 'In Transit - Shipment picked up' },
        { activity: 'UNDELIVERED - Consignee refused to accept' },
      ]),
    ).toBe('Consignee refused to accept')
    expect(ndrReasonOf('UNDELIVERED', [{ activity: 'Customer not available' }])).toBe(
      'Customer not available',
    )
    expect(ndrReasonOf('UNDELIVERED', [{ activity: 'UNDELIVERED' }])).toBeUndefined()
    expect(ndrReasonOf('UNDELIVERED', [])).toBeUndefined()
    expect(ndrReasonOf('UNDELIVERED', undefined)).toBeUndefined()
  })
})
