import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import type { ProductRead } from '#web/lib/api/get-product.ts'
import { refreshAfterReviewChange } from './use-review-actions.ts'

describe('after a review changes', () => {
  it('shows the rating the reply carries and does not ask again for that product, which another process may still hold stale', async () => {
    const client = new QueryClient()
    const product = { id: 101, name: 'Moringa Powder', rating: 4.2, review_count: 5 } as ProductRead
    client.setQueryData(['products', 'detail', '101'], product)
    client.setQueryData(['products', 'detail', '102'], { ...product, id: 102 })
    client.setQueryData(['products', 'list', { page: 1 }], { products: [product] })
    client.setQueryData(['reviews', 101, 1], { reviews: [] })

    await refreshAfterReviewChange(client, { id: 101, rating: 4.3, review_count: 6 })

    const state = (key: unknown[]) => client.getQueryState(key)
    const detail = client.getQueryData<ProductRead>(['products', 'detail', '101'])
    expect(detail).toMatchObject({ id: 101, name: 'Moringa Powder', rating: 4.3, review_count: 6 })
    expect(state(['products', 'detail', '101'])?.isInvalidated).toBe(false)
    // Everything else showing ratings or reviews is read again.
    expect(state(['products', 'detail', '102'])?.isInvalidated).toBe(true)
    expect(state(['products', 'list', { page: 1 }])?.isInvalidated).toBe(true)
    expect(state(['reviews', 101, 1])?.isInvalidated).toBe(true)
  })
})
