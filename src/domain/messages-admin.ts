// What the back office says. Staff read these; shoppers never reach the back office.
export const adminMessages = {
  signInRequired: 'Sign in to the back office to continue',
  shopperRefused:
    'The back office is for the shop’s staff. A shopper account cannot open it; sign in with your staff account.',
  secondFactorRequired:
    'Set up your authenticator app first: the back office needs a one-time code at every sign-in.',
  notOperator: 'This account is not on the shop’s staff list, or its access was revoked.',
  ownerOnly: 'Only the shop’s owner can do this.',
  /** the signed-in operator's role lacks the route's permission (decision 044) */
  notPermitted: (role: string) =>
    `Your role (${role}) does not allow this. Ask the shop’s owner if you need it.`,
  /** a back-office route that declares no permission is refused to everybody (decision 044) */
  noPermissionDeclared: 'This part of the back office is not open to any role yet.',
  refundAboveLimit: (max: string) => `Refunds above ${max} need a manager or the owner.`,
  couponAboveLimit: (max: string) => `Coupons worth more than ${max} off need a manager or the owner.`,
  /** the owner's role always keeps staff and settings, so the shop cannot lock itself out */
  ownerKeeps:
    'The owner always keeps Staff and roles and Settings, so nobody is locked out of the back office.',
  roleNotFound: 'No such role',
  setupLinkInvalid: 'This setup link is not valid or has expired. Ask the shop’s owner for a new one.',
  alreadyInvited: 'This email is already on the staff list',
  operatorNotFound: 'No such staff member',
  cannotRevokeSelf: 'You cannot revoke your own access',
  lastOwner: 'The shop needs at least one owner',
  passwordTooShort: 'Password must be at least 12 characters',
  /** a TOTP code of a step already accepted for this account (RFC 6238: a code works once) */
  totpCodeUsed: 'This code has been used already. Wait for the next code in your authenticator app.',
  nameRequired: 'Name is required',
  emailInvalid: 'Please enter a valid email address',
  productNotFound: 'Product not found',
  /** categories managed by staff (decision 051) */
  categoryNotFound: 'Category not found',
  categoryDeleted: 'Category deleted',
  categoryNameRequired: 'Category name is required',
  categoryNameTooLong: (max: number) => `Category name must be at most ${max} characters`,
  categoryNameTaken: (name: string) =>
    `Category name: ${name} already exists. Each category needs its own name.`,
  categoryHasProducts: (name: string, n: number) =>
    `${name} has ${n} ${n === 1 ? 'product' : 'products'}, so it cannot be deleted. Move ${n === 1 ? 'it' : 'them'} to another category first, or hide the category instead.`,
  /** a product's category that is none of the shop's categories; with Superfoods and Herbs: 'Category must be Superfoods or Herbs' */
  categoryMustBe: (names: readonly string[]) =>
    names.length === 0
      ? 'Category: add a category first (Products › Categories)'
      : `Category must be ${names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`}`,
  categoryOrderUnknown: (ids: readonly number[]) =>
    `Order: no category has the id ${ids.join(', ')}. Reload the categories and try again.`,
  categoryOrderRepeated: (ids: readonly number[]) =>
    `Order: category ${ids.join(', ')} is listed more than once`,
  categoryOrderIncomplete: (names: readonly string[]) =>
    `Order: ${names.join(', ')} ${names.length === 1 ? 'is' : 'are'} missing. The order must list every category; reload and try again.`,
  /** a save edited from a version someone else has since changed (decision 040); nothing was saved */
  staleEdit: (thing: string) =>
    `Someone else changed this ${thing} since you opened it. Your edits are kept: review the latest and save again.`,
  /** a save that does not say which version it was edited from (decision 040) */
  versionRequired:
    'This save does not say which version it was edited from. Reload the page and make your changes again.',
  notAnImage: 'Please choose a JPEG, PNG, WebP or AVIF picture',
  imageTooLarge: (maxBytes: number) => `The picture must be at most ${Math.round(maxBytes / 1_048_576)} MB`,
  tooManyImages: 'A product has at most 5 pictures: remove one first',
  imageNotFound: 'No such picture',
  priceAboveMrp: 'The price cannot be above the MRP',
  stockNegative: 'Stock cannot be negative',
  /** a SKU that is none of the product's packs (decision 041) */
  unknownSku: (sku: string) => `SKU: no pack of this product has the SKU ${sku}`,
  stockWouldGoNegative: 'That would take the stock below zero',
  /** the back office's packs table (decision 041, amended) */
  packNotFound: 'Pack not found',
  skuTaken: (sku: string, where: string) =>
    `SKU: ${sku} is already the SKU of ${where}. Each pack needs its own SKU.`,
  tooManyPacks: 'A product has at most 10 packs: deactivate or remove one first',
  defaultPackInactive:
    'The default pack cannot be deactivated: make another pack the default first, or archive the product',
  defaultPackMustBeActive: 'The default pack must be on sale: make this pack active first',
  defaultPackRemove: 'The default pack cannot be removed: make another pack the default first',
  packSoldCannotRemove:
    'This pack is on orders, so it cannot be removed (the orders and invoices name it). Deactivate it instead.',
  packStockCannotRemove: (stock: number) =>
    `This pack has ${stock} in stock, so it cannot be removed. Deactivate it instead, or take its stock out with Adjust stock first.`,
  packHistoryCannotRemove:
    'This pack has a stock history (its ledger rows name it), so it cannot be removed. Deactivate it instead.',
  packRemoved: 'Pack removed',
  packOrderMismatch:
    'The packs changed since you loaded them: reload the page and order them again (list every pack once).',
  batchOnlyReceived: 'batch: a batch is recorded with what is received (a positive change, reason received)',
  lotOnlyDecrease: 'lot: name a batch only to take units away; a receipt records its batch under batch',
  unknownLot: (lot: string, sku: string) => `lot: no batch ${lot} of ${sku}`,
  lotHasOnly: (lot: string, left: number) => `lot: batch ${lot} has only ${left} left`,
  duplicateLot: (lot: string, sku: string) => `batch.lot: lot ${lot} is already recorded for ${sku}`,
  batchNotFound: 'Batch not found',
  batchAlreadyExpired:
    'batch.best_before: this batch is already past its best-before (India time); an expired batch is never sold',
  stockNotOnSave:
    'Stock is not changed by saving the product. Use Adjust stock (received, damaged or correction), so the change is recorded in its history.',
  hsnInvalid: 'The HSN code must be 4, 6 or 8 digits',
  couponNotFound: 'Coupon not found',
  productDeleted: 'Product deleted',
  /** Better Auth's own wording, for staff that are not (or no longer) on the staff list too */
  signInRefused: 'Invalid email or password',
  tooManySignIns: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  couponCodeTaken: 'A coupon with this code already exists',
  percentWhole: 'A percent discount is a whole number',
  percentAtMost100: 'A percent discount is at most 100',
  couponValueWithKind: 'Give the value again when the kind changes',
  endAfterStart: 'The end must come after the start',
  reviewNotFound: 'Review not found',
  hideReasonRequired: 'Say why the review is hidden',
  messageNotFound: 'Message not found',
  customerNotFound: 'Customer not found',
  recipeNotFound: 'Recipe not found',
  orderedCannotDelete:
    'This product is on orders, so it cannot be deleted (the orders and invoices name it). Archive it instead.',
  deleteArchiveFirst: 'Archive the product before deleting it',
  replyRequired: 'Write a reply',
  stockTakeEmpty: 'The stock take is empty: give at least one product and its count',
  stockTakeNotCsv: 'The file is not a CSV text file (columns sku_or_product,counted)',
  stockTakeTooLarge: (maxBytes: number) =>
    `The stock-take file must be at most ${Math.round(maxBytes / 1_048_576)} MB`,
  stockTakeMissingFile: 'Choose a CSV file (columns sku_or_product,counted)',
  stockTakeColumns: (found: string) =>
    `Line 1: the columns must be sku_or_product,counted (found ${found || 'nothing'})`,
  stockTakeTooManyLines: (max: number) => `A stock take has at most ${max} lines`,
  stockTakeCellCount: 'two cells expected (sku_or_product,counted)',
  stockTakeProductMissing: 'the product is missing',
  stockTakeUnknownProduct: (given: string) => `no product or SKU ${given}`,
  stockTakeDuplicate: (line: number) => `the same pack as line ${line}`,
  stockTakeCountInvalid: (given: string) =>
    `the count must be a whole number, 0 or more (got ${given || 'nothing'})`,
  stockTakeRefused: (errors: string[]) =>
    `The stock take has ${errors.length} ${errors.length === 1 ? 'error' : 'errors'}; nothing was changed. ${errors.slice(0, 5).join('. ')}${errors.length > 5 ? ` (and ${errors.length - 5} more: preview to see them all)` : ''}`,
} as const
