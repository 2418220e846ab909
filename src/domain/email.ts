// docs/product.md, Validation rules: an email address has the simple shape text, @, text, dot, text. The sign-in screens, the newsletter
// box and the contact form (screen and POST /contact) check this one shape.

export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The address, trimmed, has the shape text, @, text, dot, text. */
export function isValidEmail(email: string): boolean {
  return EMAIL_SHAPE.test(email.trim())
}
