// The newsletter box's own words (part of `messages`, messages.ts): apart from the contact form's, as the box is in
// every page's footer and carries only what it says.

export const newsletterMessages = {
  failed: 'We could not subscribe you just now. Please try again in a moment.',
} as const
