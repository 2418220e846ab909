// Part of `messages` (messages.ts), apart so pages on the first load carry only what they show. Lives here once.

export const authMessages = {
  userNotFound: 'No account found with this email address',
  wrongPassword: 'Incorrect password',
  emailInUse: 'An account with this email already exists',
  weakPassword: 'Password is too weak. Use at least 8 characters',
  invalidEmail: 'Invalid email address',
  tooManyRequests: 'Too many failed attempts. Please try again later',
  userDisabled: 'This account has been disabled',
  operationNotAllowed: 'This operation is not allowed',
  networkFailed: 'Network error. Please check your connection',
  failed: 'Authentication failed',
  failedToCreateUser: 'Failed to create user',
  noAuthenticatedUser: 'No authenticated user',
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  googleSignInFailed: 'Google sign-in failed',
  googleSignUpFailed: 'Google sign-up failed',
  resetEmailFailed: 'Failed to send reset email',
  passwordsDoNotMatch: 'Passwords do not match',
  signupRequired: 'Name, email, and password are required',
  /** an account's name changed to nothing (or to invisible characters only) */
  nameRequired: 'Name is required',
  passwordMin: 'Password must be at least 8 characters long',
  passwordHint: 'Password must be at least 6 characters long',
  validEmail: 'Please enter a valid email address',
  loginRequired: 'Email and password are required',
} as const

export const accountMessages = {
  termsRequired: 'Please accept the Terms of Service and Privacy Policy',
  emailRequired: 'Email is required',
  newPasswordRequired: 'Please enter and confirm your new password',
  passwordTooLong: 'Password must be at most 128 characters long',
  emailConfirmed: 'Your email is confirmed',
  confirmLinkInvalid: 'This confirmation link is invalid or has expired. Sign in and ask for a new one.',
  resetLinkInvalid: 'This password reset link is invalid or has expired.',
  passwordReset: 'Your password has been changed. Please sign in with your new password.',
  resetFailed: 'Failed to reset password',
  signedOut: 'You have been logged out',
  /** POST /auth/logout's reply */
  loggedOut: 'Logged out',
  welcome: (email: string) => `Welcome aboard! We sent a confirmation link to ${email}.`,
} as const
