// What the storefront and the back office ask when a navigation would lose a form's edits (decision record 028,
// amended 2026-11-27). Apart from `messages` because the router, in every page's first download, asks it. Lives here once.

export const navigationMessages = {
  unsavedChanges: 'You have unsaved changes. Leave this page?',
} as const
