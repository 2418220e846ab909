// Replies of 'Notify me'. Live here once.

export const stockAlertMessages = {
  saved: "We'll email you as soon as it's back in stock.",
  already: "You're on the list: we'll email you as soon as it's back in stock.",
  inStock: 'This product is in stock: add it to your cart now.',
  email: 'Please enter a valid email address.',
  notFound: 'Product not found',
} as const
