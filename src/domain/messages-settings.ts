// What the settings and pages screens of the back office say (decision 043).
export const settingsMessages = {
  gstinForm:
    'A GSTIN is 15 characters: 2 digits, 5 letters, 4 digits, a letter, a digit or letter, Z, a check character',
  gstinCheck: 'This GSTIN’s last character does not match the others: check it against the GST certificate',
  fssai: 'The FSSAI licence number is 14 digits',
  email: 'Please enter a valid email address',
  required: 'This field is required',
  moneyDecimals: 'An amount has at most two decimals (paise)',
  moneyRange: 'Enter an amount from ₹0 to ₹10,00,000',
  cutoffHour: 'The cut-off is an hour from 0 to 23 (India time)',
  codConfirmHours: 'A cash order waits from 1 to 168 hours for its confirmation',
  codUnconfirmed: 'Choose to cancel or to hold an unconfirmed cash order',
  workingDays: 'Choose at least one working day',
  days: 'Enter a whole number of days from 0 to 365',
  hours: 'Enter a whole number of hours from 0 to 720',
  daysRange: 'The fewest days cannot be more than the most days',
  pinPrefix: 'A PIN prefix is 1 to 6 digits',
  pageNotFound: 'No such page',
  pageTooLong: 'A page is at most 50,000 characters',
  saved: 'Settings saved',
  pageSaved: 'Page saved',
} as const
