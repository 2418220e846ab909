import { QueryClient } from '@tanstack/react-query'
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Order } from '#domain/contracts/checkout.ts'
import type { Language } from '#web/lib/i18n/languages.ts'
import { orderOf } from '#web/test/orders.ts'
import { renderPageIn } from '#web/test/render-in-language.tsx'
import { expectTranslated } from '#web/test/translated.ts'
import { Toaster } from '#web/ui/toast.tsx'
import { type OrderDetail, orderQuery } from './api/get-order.ts'
import { OrderReturns } from './components/order-returns.tsx'
import { GuestOrder } from './guest-order.tsx'
import { Component as OrderDetailPage } from './order-detail-page.tsx'
import { Component as OrdersPage } from './orders-page.tsx'

// The orders pages in Hindi, Telugu and Malayalam (decision 058): the list, an order's page, its returns and a
// guest's order by its private link say their own words, the order's states and ways of paying in the page's
// language, its dates in the language's months; the product's name stays as the brand writes it. Never a message
// key or an unfilled '{placeholder}'.

const ID = 'SN261123-ABCDEF'
const TOKEN = 'guest-token-1'

const paid = orderOf({
  id: 'SN261120-PAIDAA',
  status: 'delivered',
  created_at: '2026-11-20T10:00:00Z',
  payment_method: 'upi',
  payment_status: 'completed',
  invoice_url: '/api/v1/orders/SN261120-PAIDAA/invoice',
  invoice_number: 'SN/2026-27/000011',
  item_count: 1,
})
const unpaid = orderOf({
  id: ID,
  can_pay: true,
  reservation_expires_at: new Date(Date.now() + 20 * 60_000).toISOString(),
})

/** The API as these pages call it: the orders list, a guest's order, an order's returns. */
function stubApi(routes: Record<string, unknown>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://shop.test').pathname
      if (path in routes) return Response.json({ success: true, data: routes[path] })
      return Response.json({ success: false, message: 'Not found' }, { status: 404 })
    }),
  )
}

/** the paragraph whose whole text (a date or an order's id inside a sentence) matches */
const placedWith = (text: RegExp) => (_: string, el: Element | null) =>
  el?.tagName === 'P' && text.test(el.textContent ?? '')

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('orders list in another language (decision 058)', () => {
  const list = {
    orders: [unpaid, paid],
    pagination: { page: 1, per_page: 10, total: 2, total_pages: 1, has_next: false, has_prev: false },
  }

  it('reads in Hindi: the heading, the count, each card’s state, way of paying and actions', async () => {
    stubApi({ '/api/v1/orders': list })
    const page = await renderPageIn('hi', '/orders', { path: '/orders', element: <OrdersPage /> })
    expect(await screen.findByText('2 ऑर्डर')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1, name: 'मेरे ऑर्डर' })).toBeTruthy()
    expect(screen.getByRole('option', { name: 'नए पहले' })).toBeTruthy()
    const card = within(screen.getByRole('article', { name: `ऑर्डर ${ID}` }))
    expect(card.getByText('लंबित')).toBeTruthy()
    expect(card.getByText('कार्ड')).toBeTruthy()
    expect(card.getByText(/सामान अपने लिए रखने को \d+ मिनट में भुगतान करें/)).toBeTruthy()
    expect(card.getByRole('button', { name: `ऑर्डर ${ID} का अभी भुगतान करें` })).toBeTruthy()
    const delivered = within(screen.getByRole('article', { name: 'ऑर्डर SN261120-PAIDAA' }))
    expect(delivered.getByText('पहुँच गया')).toBeTruthy()
    // the date in Hindi's months, placed inside the sentence as Hindi says it
    expect(delivered.getByText(placedWith(/20 नव॰ 2026 को किया गया · 1 सामान/))).toBeTruthy()
    expect(delivered.getByRole('button', { name: 'इनवॉइस' })).toBeTruthy()
    // links keep the page's language
    expect(
      delivered.getByRole('link', { name: 'ऑर्डर SN261120-PAIDAA का विवरण देखें' }).getAttribute('href'),
    ).toBe('/hi/orders/SN261120-PAIDAA')
    expectTranslated(page)
  })

  it('reads in Telugu when there are none', async () => {
    stubApi({
      '/api/v1/orders': {
        orders: [],
        pagination: { page: 1, per_page: 10, total: 0, total_pages: 0, has_next: false, has_prev: false },
      },
    })
    const page = await renderPageIn('te', '/orders', { path: '/orders', element: <OrdersPage /> })
    expect(await screen.findByRole('heading', { name: 'ఆర్డర్లు ఏవీ లేవు' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'షాపింగ్ మొదలుపెట్టండి' }).getAttribute('href')).toBe('/te/products')
    expectTranslated(page)
  })

  it('says a failed load in Telugu, its toast too', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ success: false, message: 'Server busy' }, { status: 500 })),
    )
    const page = await renderPageIn(
      'te',
      '/orders',
      { path: '/orders', element: <OrdersPage /> },
      { extra: <Toaster /> },
    )
    expect(await screen.findByRole('heading', { name: 'ఆర్డర్లు లోడ్ కాలేదు' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'మళ్లీ ప్రయత్నించండి' })).toBeTruthy()
    expectTranslated(page)
  })
})

function renderOrderIn(lang: Language, detail: OrderDetail) {
  const client = new QueryClient({
    defaultOptions: { queries: { enabled: false, staleTime: Number.POSITIVE_INFINITY, retry: false } },
  })
  client.setQueryData(orderQuery(detail.order.id).queryKey, detail)
  return renderPageIn(
    lang,
    `/orders/${detail.order.id}`,
    { path: '/orders/:orderId', element: <OrderDetailPage /> },
    { client },
  )
}

describe('an order’s page in another language (decision 058)', () => {
  const line = {
    product_id: 101,
    product_name: 'Moringa Powder',
    size: '100g',
    sku: 'MORINGA-POWDER-100G',
    quantity: 2,
    unit_price: 299,
    total_price: 598,
  }

  it('reads in Telugu: a cash order waiting for its WhatsApp confirmation, its summary and tracking', async () => {
    const cash: Order = {
      ...paid,
      id: ID,
      status: 'processing',
      payment_method: 'cod',
      payment_status: 'pending',
      cod_confirmation: 'pending',
      cod_fee: 49,
      total_amount: 647,
      shipping_mode: 'Standard',
      invoice_url: null,
      invoice_number: null,
    }
    const page = await renderOrderIn('te', { order: cash, items: [line] })
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(`ఆర్డర్ ${ID}`)
    expect(screen.getByText('సిద్ధమవుతోంది')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'దయచేసి ఈ ఆర్డర్‌ను WhatsAppలో ధృవీకరించండి' })).toBeTruthy()
    expect(screen.getByText(/మీ మొబైల్ నంబర్‌కు పంపిన సందేశానికి YES/)).toBeTruthy()
    expect(screen.getByText('క్యాష్ ఆన్ డెలివరీ')).toBeTruthy()
    expect(screen.getByText('పరిమాణం 2 · ఒక్కోటి ₹299.00')).toBeTruthy()
    const summary = within(screen.getByRole('region', { name: 'ఆర్డర్ సారాంశం' }))
    expect(summary.getByText('క్యాష్ ఆన్ డెలివరీ ఫీజు')).toBeTruthy()
    expect(summary.getByText('ఉచితం')).toBeTruthy()
    expect(summary.getByRole('button', { name: 'ఆర్డర్ రద్దు చేయండి' })).toBeTruthy()
    expect(screen.getByText('డెలివరీ సమయంలో చెల్లించాలి')).toBeTruthy()
    const tracking = within(screen.getByRole('region', { name: 'ట్రాకింగ్' }))
    expect(tracking.getByText('సాధారణ')).toBeTruthy()
    expect(tracking.getByText('మీ ఆర్డర్ పంపిన తర్వాత ట్రాకింగ్ వివరాలు ఇక్కడ కనిపిస్తాయి')).toBeTruthy()
    expectTranslated(page)
  })

  it('reads in Hindi: a paid order’s invoice, refund and its cancel dialog', async () => {
    const user = userEvent.setup()
    const order: Order = {
      ...paid,
      id: ID,
      status: 'processing',
      payment_status: 'partially_refunded',
      refunded_amount: 100,
      coupon_code: 'SAVE10',
      discount_amount: 59.8,
      subtotal: 598,
      total_amount: 538.2,
    }
    const page = await renderOrderIn('hi', { order, items: [line] })
    expect(screen.getByText('आंशिक रिफ़ंड')).toBeTruthy()
    expect(screen.getByText('आंशिक रिफ़ंड हुआ')).toBeTruthy()
    expect(screen.getByText('कूपन (SAVE10)')).toBeTruthy()
    expect(screen.getByText('UPI')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'इनवॉइस देखें' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'ऑर्डर रद्द करें' }))
    const dialog = within(await screen.findByRole('alertdialog'))
    expect(dialog.getByRole('heading', { name: 'यह ऑर्डर रद्द करें?' })).toBeTruthy()
    expect(
      dialog.getByText(
        placedWith(new RegExp(`^ऑर्डर ${ID} रद्द कर दिया जाएगा। इसके लिए आपसे कोई पैसा नहीं लिया गया है।$`)),
      ),
    ).toBeTruthy()
    expect(dialog.getByRole('button', { name: 'ऑर्डर रखें' })).toBeTruthy()
    expectTranslated(page)
    expectTranslated(document.body)
  })
})

describe('an order’s page in Malayalam (decision 058)', () => {
  it('says an expired order’s refund, its tracking note and the invoice dialog in Malayalam', async () => {
    const user = userEvent.setup()
    // the invoice's file does not answer: the dialog says so, and offers its two links
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 404 })),
    )
    const order: Order = {
      ...paid,
      id: ID,
      status: 'expired',
      payment_status: 'refunded',
      refunded_amount: 598,
    }
    const page = await renderOrderIn('ml', { order, items: [] })
    expect(screen.getByText('പേയ്മെന്റ് എത്തുംമുമ്പ് ഈ ഓർഡറിന്റെ കാലാവധി കഴിഞ്ഞു; ₹598.00 റീഫണ്ട് ചെയ്തു.')).toBeTruthy()
    expect(screen.getByText('ഈ ഓർഡറിന്റെ കാലാവധി കഴിഞ്ഞു, ഇത് അയയ്ക്കില്ല.')).toBeTruthy()
    expect(screen.getAllByText('കാലാവധി കഴിഞ്ഞു')).toHaveLength(1)
    expect(screen.getByText('റീഫണ്ട് ചെയ്തു', { selector: 'dt' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'ഇൻവോയ്സ് കാണുക' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'ടാക്സ് ഇൻവോയ്സ് SN/2026-27/000011' }))
    expect(await dialog.findByText('ഇൻവോയ്സ് ലോഡ് ചെയ്യാനായില്ല')).toBeTruthy()
    expect(dialog.getByRole('link', { name: /^പുതിയ ടാബിൽ തുറക്കുക/ })).toBeTruthy()
    expect(dialog.getAllByRole('button', { name: 'ഇൻവോയ്സ് അടയ്ക്കുക' }).length).toBeGreaterThan(0)
    expectTranslated(page)
    expectTranslated(document.body)
  })
})

describe('returns and a guest’s order in another language (decision 058)', () => {
  const returnsData = {
    window_days: 7,
    returnable_until: '2026-12-02T10:00:00Z',
    returnable: true,
    items: [
      { product_id: 101, pack_id: 7, name: 'Moringa Powder', size: '100g', quantity: 2, returnable: 2 },
    ],
    returns: [],
  }

  it('asks for a return in Hindi, and says what is missing in Hindi', async () => {
    const user = userEvent.setup()
    const order: Order = { ...paid, id: ID, payment_method: 'cod' }
    stubApi({ [`/api/v1/orders/${ID}/returns`]: returnsData })
    const page = await renderPageIn('hi', `/orders/${ID}`, {
      path: '/orders/:orderId',
      element: <OrderReturns order={order} />,
    })
    expect(await screen.findByRole('heading', { name: 'वापसी' })).toBeTruthy()
    expect(
      screen.getByText(placedWith(/आप 2 दिस॰ 2026 तक सामान लौटा सकते हैं \(डिलीवरी के 7 दिन बाद तक\)।/)),
    ).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'सामान लौटाएँ' }))
    await user.click(screen.getByRole('button', { name: 'वापसी का अनुरोध भेजें' }))
    expect(screen.getByText('लौटाने के लिए कम से कम एक सामान चुनें।')).toBeTruthy()
    expect(screen.getByText('कोई कारण चुनें।')).toBeTruthy()
    expect(screen.getByText('पिकअप के पते की पुष्टि करें।')).toBeTruthy()
    expect(screen.getByText('name@bank जैसी UPI आईडी डालें।')).toBeTruthy()
    expect(screen.getByRole('radio', { name: 'गलत सामान' })).toBeTruthy()
    expect(screen.getByText('2 में से 2 तक')).toBeTruthy()
    expectTranslated(page)
  })

  it('shows a guest’s cash order in Telugu, and asks before cancelling', async () => {
    const user = userEvent.setup()
    const order: Order = {
      ...paid,
      id: ID,
      status: 'processing',
      payment_method: 'cod',
      payment_status: 'pending',
      cod_confirmation: 'held',
      invoice_url: null,
      invoice_number: null,
    }
    stubApi({
      [`/api/v1/guest/orders/${TOKEN}`]: {
        order,
        items: [
          { product_id: 101, product_name: 'Moringa Powder', size: '100g', quantity: 2, total_price: 598 },
        ],
      },
    })
    const page = await renderPageIn('te', `/order/${TOKEN}`, {
      path: '/order/:token',
      element: <GuestOrder token={TOKEN} />,
    })
    expect(await screen.findByTestId('guest-order-status')).toBeTruthy()
    expect(screen.getByTestId('guest-order-status').textContent).toBe('ధృవీకరణ కోసం మా కాల్ రావాల్సి ఉంది')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(`ఆర్డర్ ${ID}`)
    expect(screen.getByText(/డెలివరీ: Asha Rao, 12-2-823, Mehdipatnam/)).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'ఆర్డర్ రద్దు చేయండి' }))
    const confirm = within(screen.getByRole('alertdialog', { name: 'ఈ ఆర్డర్ రద్దు చేయాలా?' }))
    expect(confirm.getByText('ఈ ఆర్డర్ రద్దు చేయాలా? దీని వస్తువులు తిరిగి స్టాక్‌లోకి వెళ్తాయి.')).toBeTruthy()
    expect(confirm.getByRole('button', { name: 'నా ఆర్డర్ ఉంచండి' })).toBeTruthy()
    expectTranslated(page)
  })
})
