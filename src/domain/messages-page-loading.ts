// Part of `messages` (through messages-catalogue.ts), apart because the shell says it while a product page's code
// arrives (docs/product.md, Routes and screens) and should not carry the catalogue's other texts for it. Lives here once.

export const pageLoadingMessages = {
  product: 'Loading product details...',
} as const
