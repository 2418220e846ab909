import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_ROLE_PERMISSIONS, type OperatorRole } from '#domain/admin-permissions.ts'
import type { AdminOrder } from '#domain/contracts/admin-orders.ts'
import { Route } from '#web/lib/router.tsx'
import { Component as AdminApp } from './admin-app.tsx'
import { renderAdmin, sent, stubAdminApi } from './shell/testing/admin-test-kit.tsx'

// Roles and permissions (decision 044) on the screens: the navigation and each screen's buttons follow the signed-in
// operator's permissions (GET /me); the owner edits a role's permissions on the Roles page.

afterEach(() => {
  vi.unstubAllGlobals()
})

const order: AdminOrder = {
  id: 'SN261124-ABCDEF',
  created_at: '2026-11-24T05:00:00.000Z',
  status: 'processing',
  payment_status: 'completed',
  customer: { id: 'u1', name: 'Kavya Menon', email: 'kavya@example.in' },
  shipping_address: {
    first_name: 'Kavya',
    last_name: 'Menon',
    mobile: '9847012345',
    mobile_secondary: null,
    street: '22 MG Road',
    city: 'Kochi',
    state: 'Kerala',
    postal_code: '682011',
    country: 'India',
  },
  notes: null,
  items: [
    {
      product_id: 101,
      name: 'Moringa Powder',
      sku: 'MORINGA-POWDER-100G',
      size: '100g',
      net_quantity: '100g',
      hsn_code: '1211',
      gst_rate: 5,
      quantity: 2,
      unit_price: 349,
      total_price: 698,
    },
  ],
  totals: {
    subtotal: 698,
    discount: 0,
    shipping: 0,
    cod_fee: 0,
    total: 698,
    captured: 698,
    refunded: 0,
    refundable: 698,
  },
  coupon_code: null,
  payment: {
    method: 'upi',
    label: 'UPI',
    detail: null,
    provider_order_id: 'order_1',
    provider_payment_id: 'pay_1',
    issue: null,
    cash_to_collect: 0,
  },
  invoice: { number: 'SN/2026-27/000001', url: '/api/admin/v1/orders/SN261124-ABCDEF/invoice.pdf' },
  shipping: {
    mode: 'Standard',
    carrier: 'Delhivery',
    waybill: null,
    tracking_url: null,
    courier_status: null,
    tracked_carriers: ['Delhivery', 'Blue Dart'],
  },
  packed_at: null,
  shipped_at: null,
  delivered_at: null,
  cancelled_at: null,
  refunds: [],
  credit_notes: [],
  timeline: [
    { at: '2026-11-24T05:00:00.000Z', kind: 'placed', title: 'Order placed', detail: '2 items', actor: null },
  ],
  actions: { pack: true, ship: true, deliver: false, cancel: true, refund: true, resend_invoice: true },
}

const me = (role: OperatorRole) => ({
  email: `${role}@example.com`,
  name: role,
  role,
  permissions: [...DEFAULT_ROLE_PERMISSIONS[role]],
  two_factor_enabled: true,
})

const roles = {
  roles: (['owner', 'manager', 'packer', 'support'] as const).map((role) => ({
    role,
    permissions: [...DEFAULT_ROLE_PERMISSIONS[role]],
    version: 3,
  })),
  limits: { max_refund: 1000, max_coupon_percent: 10, max_coupon_flat: 100, version: 2 },
}

function stubAs(role: OperatorRole) {
  return stubAdminApi((url, init) => {
    if (url === '/api/admin/v1/me') return Response.json({ success: true, data: me(role) })
    if (url.startsWith(`/api/admin/v1/orders/${order.id}`))
      return Response.json({ success: true, data: order })
    if (url === '/api/admin/v1/roles') return Response.json({ success: true, data: roles })
    if (url.startsWith('/api/admin/v1/roles/') && init?.method === 'PUT')
      return Response.json({ success: true, message: 'Role saved' })
    return undefined
  })
}

const navLinks = async () => {
  const nav = await screen.findByRole('navigation')
  return within(nav)
    .getAllByRole('link')
    .map((a) => a.textContent)
}

describe('a packer’s back office', () => {
  it('shows only Orders, Failed deliveries, Returns and Products in the menu, and the order with Pack and Ship but no refund or cancel', async () => {
    stubAs('packer')
    renderAdmin(<Route path="/admin/*" element={<AdminApp />} />, `/admin/orders/${order.id}`)
    expect(await screen.findByRole('button', { name: 'Ship…' })).toBeTruthy()
    expect(await navLinks()).toEqual(['Orders', 'Failed deliveries', 'Returns', 'Products'])
    expect(screen.queryByRole('button', { name: 'Partial refund…' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull()
  })

  it('shows an owner every page and the refund and cancel controls', async () => {
    stubAs('owner')
    renderAdmin(<Route path="/admin/*" element={<AdminApp />} />, `/admin/orders/${order.id}`)
    expect(await screen.findByRole('button', { name: 'Partial refund…' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeTruthy()
    expect(await navLinks()).toContain('Roles')
    expect(await navLinks()).toContain('Coupons')
  })
})

describe('the orders list', () => {
  it('offers the orders CSV (a report) to an owner, not to a packer', async () => {
    stubAs('packer')
    const packer = renderAdmin(<Route path="/admin/*" element={<AdminApp />} />, '/admin/orders')
    expect(await screen.findByRole('button', { name: 'Packing slips' })).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Export CSV' })).toBeNull()
    packer.unmount()
    stubAs('owner')
    renderAdmin(<Route path="/admin/*" element={<AdminApp />} />, '/admin/orders')
    expect(await screen.findByRole('link', { name: 'Export CSV' })).toBeTruthy()
  })
})

describe('the role editor', () => {
  it('lets the owner take a permission from a role and save it with its version; the owner keeps staff and settings', async () => {
    const fetchMock = stubAs('owner')
    renderAdmin(<Route path="/admin/*" element={<AdminApp />} />, '/admin/roles')
    const packer = await screen.findByRole('group', { name: 'Packer' })
    const owner = screen.getByRole('group', { name: 'Owner' })
    expect((within(owner).getByLabelText('Staff and roles') as HTMLInputElement).disabled).toBe(true)
    expect((within(owner).getByLabelText('Settings') as HTMLInputElement).disabled).toBe(true)
    const save = within(packer).getByRole('button', { name: 'Save packer' }) as HTMLButtonElement
    expect(save.disabled).toBe(true)
    const user = userEvent.setup()
    await user.click(within(packer).getByLabelText('Orders: view'))
    await user.click(save)
    await waitFor(() =>
      expect(sent(fetchMock, 'PUT')).toEqual([
        ['/api/admin/v1/roles/packer', { permissions: ['orders.fulfil', 'stock'], version: 3 }],
      ]),
    )
  })

  it('shows a manager the roles without controls to change them', async () => {
    stubAdminApi((url) => {
      if (url === '/api/admin/v1/me')
        return Response.json({ success: true, data: { ...me('manager'), permissions: ['staff'] } })
      if (url === '/api/admin/v1/roles') return Response.json({ success: true, data: roles })
      return undefined
    })
    renderAdmin(<Route path="/admin/*" element={<AdminApp />} />, '/admin/roles')
    const packer = await screen.findByRole('group', { name: 'Packer' })
    expect(within(packer).queryByRole('button')).toBeNull()
    expect((within(packer).getByLabelText('Orders: view') as HTMLInputElement).disabled).toBe(true)
  })
})
