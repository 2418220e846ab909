import { useCallback, useState } from 'react'
import type { Product } from '../../../domain/contracts/catalogue.ts'
import { messages } from '../../../domain/messages.ts'
import { isUnavailable } from '../../../domain/stock.ts'
import { toast } from '../../ui/toast.tsx'

// The one place every "Add to Cart" button calls. The cart arrives in a later issue and replaces
// the body of `addToCart`; the buttons and their busy state stay as they are.
export function useAddToCart() {
  const [busyId, setBusyId] = useState<number | null>(null)

  const addToCart = useCallback(async (product: Product, quantity = 1): Promise<boolean> => {
    if (isUnavailable(product) || quantity < 1) return false
    setBusyId(product.id)
    try {
      toast.info(messages.catalogue.signInToStartCart)
      return false
    } finally {
      setBusyId(null)
    }
  }, [])

  return { addToCart, isAdding: (productId: number) => busyId === productId }
}
