import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import type { ProductDetail } from '#domain/contracts/catalogue.ts'
import { productQuery } from '#web/lib/api/get-product.ts'
import { BrowserRouter, Route, Routes } from '#web/lib/router.tsx'
import { moringaWithPacks } from '#web/test/products.ts'
import { Component as ProductPage } from './product-page.tsx'

// Decision 052: the product page says where the pack a shopper receives comes from, for the pack chosen (its next
// batch, first expiry first out); a pack whose next units belong to no batch says nothing.

const kothur = {
  lot: 'MO-KTR-01',
  packed_on: '2026-11-12',
  best_before: '2027-11-11',
  source_kind: 'self_help_group' as const,
  source_name: "Kothur women's",
  source_district: 'Rangareddy',
  source_state: 'Telangana',
  process: 'sun-dried',
}
const penukonda = {
  lot: 'MO-PNK-01',
  packed_on: '2026-10-03',
  best_before: '2027-09-30',
  source_kind: 'farmer_group' as const,
  source_name: 'Penukonda moringa growers’',
  source_district: 'Sri Sathya Sai',
  source_state: 'Andhra Pradesh',
  process: '',
}
const product: ProductDetail = {
  ...moringaWithPacks,
  packs: moringaWithPacks.packs.map((k, i) => ({ ...k, batch: [kothur, penukonda, null][i] })),
}

function renderAt(url: string) {
  window.history.replaceState(null, '', url)
  const client = new QueryClient({
    defaultOptions: { queries: { enabled: false, staleTime: Number.POSITIVE_INFINITY, retry: false } },
  })
  client.setQueryData(productQuery('101').queryKey, product)
  return render(
    <QueryClientProvider client={client}>
      <BrowserRouter>
        <Routes>
          <Route path="/product/:id" element={<ProductPage />} />
        </Routes>
      </BrowserRouter>
    </QueryClientProvider>,
  )
}
afterEach(() => window.history.replaceState(null, '', '/'))

describe('the batch line', () => {
  it("names the chosen pack's batch, follows the choice, and is hidden for an unbatched pack", async () => {
    renderAt('/product/101')
    expect(screen.getByTestId('batch-line').textContent).toBe(
      "This batch: packed 12 Nov 2026, best before Nov 2027, sun-dried by the Kothur women's self-help group, Rangareddy, Telangana",
    )
    const group = screen.getByRole('radiogroup', { name: 'Pack size' })
    await userEvent.click(within(group).getByRole('radio', { name: /250g/ }))
    expect(screen.getByTestId('batch-line').textContent).toBe(
      'This batch: packed 3 Oct 2026, best before Sep 2027, from the Penukonda moringa growers’ farmer group, Sri Sathya Sai, Andhra Pradesh',
    )
    await userEvent.click(within(group).getByRole('radio', { name: /500g/ }))
    expect(screen.queryByTestId('batch-line')).toBeNull()
  })

  it('a link to the unbatched pack (?size=500g) opens without a batch line', () => {
    renderAt('/product/101?size=500g')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(product.name)
    expect(screen.queryByTestId('batch-line')).toBeNull()
  })
})
