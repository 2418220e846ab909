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
  // Sign-in by mobile number (decision 055)
  mobileRequired: 'Please enter your mobile number',
  mobileInvalid: 'Enter a valid 10-digit Indian mobile number',
  mobileForeign:
    'Sign-in by mobile works with Indian mobile numbers (+91) only. Please sign in with your email instead',
  mobileLandline: 'This looks like a landline number. Please enter a mobile number that can receive SMS',
  otpRequired: 'Enter the 6-digit code we sent you by SMS',
  otpWrong: (triesLeft: number) =>
    triesLeft > 0
      ? `Incorrect code. You have ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left`
      : 'Incorrect code. Please ask for a new one',
  otpExpired: 'This code has expired. Please ask for a new one',
  otpNotFound: 'No code is waiting for this number. Please ask for a new one',
  otpTooManyTries: 'Too many incorrect codes. Please ask for a new one',
  otpResendWait: (seconds: number) => `Please wait ${seconds} seconds before asking for a new code`,
  otpTooManyCodes:
    'Too many codes were asked for this number. Please try again in an hour, or sign in with your email',
  otpTooManyFromHere: 'Too many sign-in codes were asked from this network. Please try again later',
  otpTooManyWrong:
    'Too many incorrect codes for this number. Please try again in an hour, or sign in with your email',
  smsFailed: 'We could not send the SMS just now. Please try again in a minute',
  mobileSignInOff: 'Sign-in by mobile number is not available right now. Please sign in with your email',
  mobileInUse: 'This mobile number is already on another account',
  /** an account made by mobile adds an email once; others keep theirs (decision 055, amended) */
  emailAlreadySet: 'Your account already has an email address',
  emailLinkSent: (email: string) => `We sent a link to ${email}. Open it to add this email to your account.`,
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
