import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { dataReply, renderAdmin, stubAdminApi } from '#web/features/admin/shell/testing/admin-test-kit.tsx'
import { Route } from '#web/lib/router.tsx'
import { templateTitle, WhatsAppTemplatesPanel } from './whatsapp-templates-panel.tsx'

// Decision 049: the owner reads the WhatsApp order updates as a shopper would, and as they were submitted to Meta.
afterEach(() => {
  vi.unstubAllGlobals()
})

const templates = [
  {
    name: 'order_confirmed',
    text: 'Namaste {{1}}, your order {{2}} of {{3}} is confirmed.',
    buttons: [],
    example: ['Asha', 'SN261128-K7Q2M9', '₹1,148.00'],
    preview: 'Namaste Asha, your order SN261128-K7Q2M9 of ₹1,148.00 is confirmed.',
  },
  {
    name: 'cod_confirmation',
    text: 'Namaste {{1}}, please confirm your cash-on-delivery order {{2}}.',
    buttons: ['Confirm order', 'Cancel order'],
    example: ['Asha', 'SN261128-K7Q2M9'],
    preview: 'Namaste Asha, please confirm your cash-on-delivery order SN261128-K7Q2M9.',
  },
]

describe('the WhatsApp messages panel', () => {
  it('shows each template as a shopper reads it, its quick replies, and as submitted under its name', async () => {
    stubAdminApi((url) => (url === '/api/admin/v1/whatsapp-templates' ? dataReply(templates) : undefined))
    renderAdmin(<Route path="/admin/settings" element={<WhatsAppTemplatesPanel />} />, '/admin/settings')
    const panel = await screen.findByRole('region', { name: 'WhatsApp messages' })
    const cod = within(panel).getByRole('listitem', { name: 'COD confirmation' })
    expect(within(cod).getByText(templates[1]!.preview)).toBeTruthy()
    expect(
      within(within(cod).getByRole('list', { name: 'Quick replies' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Confirm order', 'Cancel order'])
    expect(within(cod).getByText('cod_confirmation').tagName).toBe('CODE')
    expect(within(cod).getByText(templates[1]!.text)).toBeTruthy()
    const confirmed = within(panel).getByRole('listitem', { name: 'Order confirmed' })
    expect(within(confirmed).queryByRole('list', { name: 'Quick replies' })).toBeNull()
  })

  it('titles a template from its name', () => {
    expect(templateTitle('order_shipped')).toBe('Order shipped')
    expect(templateTitle('cod_confirmation')).toBe('COD confirmation')
  })
})
