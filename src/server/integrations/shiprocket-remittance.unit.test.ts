import { describe, expect, it } from 'vitest'
import { CourierError, createShiprocketClient } from './shiprocket.ts'

// The Shiprocket adapter's COD remittance call (decision 046, amended: COD remittance). Shiprocket's published API
// shows no remittance call: the path and fields are the stand-in's, so this pins what the client asks and how it
// reads the answer (every page, amounts in rupees to paise, the day cut from a time), and a 5xx as the courier's
// error.

type Call = { method: string; url: string }

function fakeShiprocket(answer: (c: Call) => { status: number; json: unknown }) {
  const calls: Call[] = []
  const fetch = async (url: string, init: { method?: string }) => {
    const call: Call = { method: init.method ?? 'GET', url }
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

const row = (awb: string, orderId: string, cod: string | number, remitted: string | number) => ({
  awb_code: awb,
  channel_order_id: orderId,
  cod_amount: cod,
  remitted_amount: remitted,
  utr: 'HDFCR52026112700123',
  remittance_date: '2026-11-27 18:30:00',
})

describe('Shiprocket COD remittance', () => {
  it('reads every page between the two days, in paise', async () => {
    const { client, calls } = fakeShiprocket((c) => {
      const page = Number(new URL(c.url).searchParams.get('page'))
      return {
        status: 200,
        json: {
          data:
            page === 1
              ? [row('SRT1', 'SN261120-AAAAAA', '1250.50', 1250.5)]
              : [row('SRT2', 'SN261120-BBBBBB', 419, '419.00')],
          meta: { pagination: { total: 2, current_page: page, total_pages: 2 } },
        },
      }
    })
    expect(await client.codRemittances('2026-11-20', '2026-11-27')).toEqual([
      {
        awb: 'SRT1',
        orderId: 'SN261120-AAAAAA',
        codPaise: 125050,
        remittedPaise: 125050,
        utr: 'HDFCR52026112700123',
        remittedOn: '2026-11-27',
      },
      {
        awb: 'SRT2',
        orderId: 'SN261120-BBBBBB',
        codPaise: 41900,
        remittedPaise: 41900,
        utr: 'HDFCR52026112700123',
        remittedOn: '2026-11-27',
      },
    ])
    const asked = calls.filter((c) => !c.url.endsWith('/auth/login')).map((c) => new URL(c.url))
    expect(
      asked.map((u) => [
        u.pathname,
        u.searchParams.get('from'),
        u.searchParams.get('to'),
        u.searchParams.get('page'),
      ]),
    ).toEqual([
      ['/v1/external/account/details/remittance', '2026-11-20', '2026-11-27', '1'],
      ['/v1/external/account/details/remittance', '2026-11-20', '2026-11-27', '2'],
    ])
  })

  it('a courier that fails is the courier’s error', async () => {
    const { client } = fakeShiprocket(() => ({ status: 502, json: { message: 'Bad gateway' } }))
    await expect(client.codRemittances('2026-11-20', '2026-11-27')).rejects.toBeInstanceOf(CourierError)
  })
})
