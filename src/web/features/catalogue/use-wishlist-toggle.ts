import { useCallback } from 'react'
import type { Product } from '../../../domain/contracts/catalogue.ts'
import { messages } from '../../../domain/messages.ts'
import { toast } from '../../ui/toast.tsx'

// The one place every wishlist heart calls. The wishlist arrives with sign-in and replaces this body;
// until then nothing is saved, so nothing is ever shown as wishlisted.
export function useWishlistToggle(product: Pick<Product, 'id' | 'name'>) {
  const isWishlisted = false
  const toggle = useCallback(() => {
    toast.info(messages.catalogue.signInToSaveWishlist)
  }, [])
  return { isWishlisted, toggle, busy: false, productId: product.id }
}
