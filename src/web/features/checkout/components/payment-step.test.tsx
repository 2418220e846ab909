import { render, screen } from '@testing-library/react'
import { createRef } from 'react'
import { describe, expect, it } from 'vitest'
import type { CodEligibility } from '../api/cash-on-delivery.ts'
import { PaymentStep } from './payment-step.tsx'

const eligibility = (over: Partial<CodEligibility>): CodEligibility => ({
  available: true,
  reason: null,
  fee: 49,
  max_total: 10000,
  total_with_fee: 548,
  ...over,
})

function show(cod?: CodEligibility) {
  render(
    <PaymentStep
      order={null}
      amount={499}
      error={null}
      busy={false}
      payButton={createRef()}
      onPay={() => {}}
      onBack={() => {}}
      cod={cod}
      method="online"
      onMethod={() => {}}
      onPlaceCod={() => {}}
    />,
  )
}

describe('the payment step’s prepaid nudge', () => {
  it('tells the shopper paying online saves the cash-on-delivery fee, beside the online choice', () => {
    show(eligibility({ fee: 49 }))
    const online = screen.getByRole('radio', { name: /Pay online/ })
    expect(online.closest('label')?.textContent).toContain('Save ₹49.00 · no COD fee')
    expect(screen.getByRole('radio', { name: /Cash on delivery/ }).closest('label')?.textContent).toContain(
      '₹49.00 fee',
    )
  })

  it('says nothing of saving when cash costs nothing extra or is not offered', () => {
    show(eligibility({ fee: 0 }))
    expect(screen.queryByText(/no COD fee/)).toBeNull()
  })

  it('says nothing of saving when this order cannot be paid in cash', () => {
    show(eligibility({ available: false, reason: 'Not available for this PIN code' }))
    expect(screen.queryByText(/no COD fee/)).toBeNull()
  })
})
