import { describe, expect, it } from 'vitest'
import { batchLine, type NextBatch } from '#domain/batches.ts'
import { CONTACT_SUBJECTS } from '#domain/contact-message.ts'
import { freeShippingClaim, freeShippingCondition, freeShippingProgress } from '#domain/free-shipping.ts'
import { guestMessages } from '#domain/guest-checkout.ts'
import { messages } from '#domain/messages.ts'
import { accountMessages, authMessages } from '#domain/messages-auth.ts'
import {
  cartMessages,
  cartReminderMessages,
  couponBoxMessages,
  wishlistMessages,
} from '#domain/messages-cart.ts'
import { catalogueMessages } from '#domain/messages-catalogue.ts'
import { contactMessages, newsletterMessages } from '#domain/messages-contact.ts'
import { httpMessages } from '#domain/messages-http.ts'
import { pageLoadingMessages } from '#domain/messages-page-loading.ts'
import { reportReasonLabels, reviewMessages } from '#domain/messages-reviews.ts'
import { shippingMessages } from '#domain/messages-shipping.ts'
import { whatsappMessages } from '#domain/messages-whatsapp.ts'
import { paymentMethodLabel } from '#domain/payment-methods.ts'
import {
  MAX_RETURN_PHOTOS,
  returnMessages,
  returnReasonLabels,
  returnStatusLabels,
  returnTrackingLabels,
} from '#domain/returns.ts'
import { STOCK_LABELS } from '#domain/stock.ts'
import { localBatchLine } from '../batch-line.ts'
import { translate } from '../catalogue.ts'
import { en as pagesEn } from './en.ts'
import { hi as pagesHi } from './hi.ts'
import { te as pagesTe } from './te.ts'

// The pages' English texts are the spec's, unchanged (decision 058): where the shop keeps a text as a constant
// (#domain/messages*), the catalogue's English is that constant, so the two cannot drift apart.
describe('pages catalogue: English is the spec', () => {
  it('matches the shop’s message constants', () => {
    const same: [keyof typeof pagesEn, string][] = [
      ['stock.in', STOCK_LABELS.in_stock],
      ['stock.low', STOCK_LABELS.low_stock],
      ['stock.out', STOCK_LABELS.out_of_stock],
      ['stock.soon', STOCK_LABELS.coming_soon],
      ['common.login', httpMessages.unauthenticated],
      ['products.unavailable', httpMessages.unavailable],
      ['home.featured.error', catalogueMessages.fetchFeatured],
      ['products.failed.text', catalogueMessages.fetchProducts],
      ['products.none.title', catalogueMessages.noProductsMatch],
      ['product.failed.text', catalogueMessages.fetchProduct],
      ['product.missing.title', catalogueMessages.productNotFoundTitle],
      ['product.missing.text', catalogueMessages.productNotFoundBody],
      ['product.loading', pageLoadingMessages.product],
      ['delivery.pin.invalid', messages.profile.pincodeInvalid],
      ['cart.error.title', cartMessages.errorTitle],
      ['cart.error.short', cartMessages.loadFailed],
      ['cart.empty.title', cartMessages.emptyTitle],
      ['cart.drawer.empty', cartMessages.drawerEmpty],
      ['cart.clear.confirm', cartMessages.clearConfirm],
      ['cart.signin', cartMessages.signInToCheckout],
      ['toast.out.of.stock', cartMessages.outOfStock],
      ['toast.coming.soon', cartMessages.comingSoon],
      ['toast.removed', cartMessages.removed],
      ['toast.max', cartMessages.maxPerOrder],
      ['toast.add.failed', cartMessages.addFailedToast],
      ['toast.update.failed', cartMessages.updateFailed],
      ['toast.remove.failed', cartMessages.removeFailed],
      ['toast.clear.failed', cartMessages.clearFailed],
      ['coupon.empty', couponBoxMessages.empty],
      ['coupon.applied.toast', couponBoxMessages.applied],
      ['coupon.removed.toast', couponBoxMessages.removed],
      ['coupon.apply.failed', couponBoxMessages.applyFailed],
      ['coupon.remove.failed', couponBoxMessages.removeFailed],
      ['checkout.failed.text', messages.checkout.initFailed],
      ['checkout.empty.text', cartMessages.emptyAtCheckout],
      ['checkout.items.updated', messages.checkout.itemsUpdated],
      ['checkout.select.shipping', messages.checkout.selectShipping],
      ['checkout.create.failed', messages.checkout.createOrderFailed],
      ['checkout.address.required', messages.checkout.addressRequired],
      ['checkout.no.shipping', messages.checkout.noShippingOptions],
      ['checkout.estimate.failed', messages.checkout.estimateFailed],
      ['checkout.payment.failed', messages.checkout.paymentFailed],
      ['checkout.placed', messages.checkout.placed],
      ['checkout.order.missing', messages.checkout.orderDataMissing],
      ['address.whatsapp', whatsappMessages.optInLabel],
      ['reviews.failed', catalogueMessages.fetchReviews],
      ['guest.continue', guestMessages.continueAsGuest],
      ['report.thanks', reviewMessages.reported],
      ['report.failed', reviewMessages.reportFailed],
      ['report.spam', reportReasonLabels.spam],
      ['report.offensive', reportReasonLabels.offensive],
      ['report.off.topic', reportReasonLabels.off_topic],
      ['report.other', reportReasonLabels.other],
      ['address.mobile.invalid', messages.profile.phoneInvalid],
      ['address.pin.invalid', messages.profile.pincodeInvalid],
      ['reviews.delete.confirm', messages.reviews.deleteConfirm],
      ['auth.check.login.required', authMessages.loginRequired],
      ['auth.check.signup.required', authMessages.signupRequired],
      ['auth.check.email.required', accountMessages.emailRequired],
      ['auth.check.valid.email', authMessages.validEmail],
      ['auth.check.password.min', authMessages.passwordMin],
      ['auth.check.password.hint', authMessages.passwordHint],
      ['auth.check.password.long', accountMessages.passwordTooLong],
      ['auth.check.new.password', accountMessages.newPasswordRequired],
      ['auth.check.mismatch', authMessages.passwordsDoNotMatch],
      ['auth.check.terms', accountMessages.termsRequired],
      ['auth.check.mobile.required', authMessages.mobileRequired],
      ['auth.check.mobile.invalid', authMessages.mobileInvalid],
      ['auth.check.mobile.foreign', authMessages.mobileForeign],
      ['auth.check.mobile.landline', authMessages.mobileLandline],
      ['auth.check.otp.required', authMessages.otpRequired],
      ['auth.error.user.not.found', authMessages.userNotFound],
      ['auth.error.wrong.password', authMessages.wrongPassword],
      ['auth.error.email.in.use', authMessages.emailInUse],
      ['auth.error.weak.password', authMessages.weakPassword],
      ['auth.error.invalid.email', authMessages.invalidEmail],
      ['auth.error.too.many', authMessages.tooManyRequests],
      ['auth.error.disabled', authMessages.userDisabled],
      ['auth.error.not.allowed', authMessages.operationNotAllowed],
      ['auth.error.network', authMessages.networkFailed],
      ['auth.error.failed', authMessages.failed],
      ['auth.error.login', authMessages.loginFailed],
      ['auth.error.registration', authMessages.registrationFailed],
      ['auth.error.google.signin', authMessages.googleSignInFailed],
      ['auth.error.google.signup', authMessages.googleSignUpFailed],
      ['auth.error.reset.email', authMessages.resetEmailFailed],
      ['auth.error.reset', accountMessages.resetFailed],
      ['auth.error.reset.link', accountMessages.resetLinkInvalid],
      ['auth.toast.password.reset', accountMessages.passwordReset],
      ['auth.claim.done.none', guestMessages.claimed(0)],
      ['usermenu.signed.out', accountMessages.signedOut],
      ['usermenu.login.required', httpMessages.unauthenticated],
      ['cart.restore.signin', cartReminderMessages.signInToRestore],
      ['cart.restore.invalid', cartReminderMessages.linkInvalid],
      ['orders.load.failed', messages.orders.loadFailed],
      ['orders.load.failed.title', messages.orders.loadFailedTitle],
      ['orders.loading', messages.orders.loading],
      ['orders.none.title', messages.orders.noOrders],
      ['order.failed', messages.orders.detailFailed],
      ['order.missing.title', messages.orders.notFoundTitle],
      ['order.missing.text', messages.orders.notFoundBody],
      ['order.cancel.failed', messages.orders.cancelFailed],
      ['invoice.unavailable', messages.orders.invoiceUnavailable],
      ['order.tracking.pending', messages.orders.trackingPending],
      ['order.pay.placed', messages.checkout.placed],
      ['order.pay.failed', messages.checkout.paymentFailed],
      ['order.cod.pending.title', whatsappMessages.codNotice.pending.title],
      ['order.cod.pending.text', whatsappMessages.codNotice.pending.body],
      ['order.cod.pending.status', whatsappMessages.codNotice.pending.status],
      ['order.cod.held.title', whatsappMessages.codNotice.held.title],
      ['order.cod.held.text', whatsappMessages.codNotice.held.body],
      ['order.cod.held.status', whatsappMessages.codNotice.held.status],
      ['order.method.online', paymentMethodLabel('online')],
      ['order.method.card', paymentMethodLabel('card')],
      ['order.method.upi', paymentMethodLabel('upi')],
      ['order.method.netbanking', paymentMethodLabel('netbanking')],
      ['order.method.wallet', paymentMethodLabel('wallet')],
      ['order.method.emi', paymentMethodLabel('emi')],
      ['order.method.paylater', paymentMethodLabel('paylater')],
      ['order.method.cod', paymentMethodLabel('cod')],
      ['returns.status.requested', returnStatusLabels.requested],
      ['returns.status.approved', returnStatusLabels.approved],
      ['returns.status.refused', returnStatusLabels.refused],
      ['returns.status.received', returnStatusLabels.received],
      ['returns.status.refunded', returnStatusLabels.refunded],
      ['returns.status.cancelled', returnStatusLabels.cancelled],
      ['returns.reason.damaged', returnReasonLabels.damaged],
      ['returns.reason.wrong.item', returnReasonLabels.wrong_item],
      ['returns.reason.quality', returnReasonLabels.quality],
      ['returns.reason.other', returnReasonLabels.other],
      ['returns.pickup.scheduled', returnTrackingLabels.pickup_scheduled],
      ['returns.pickup.picked.up', returnTrackingLabels.picked_up],
      ['returns.pickup.in.transit', returnTrackingLabels.in_transit],
      ['returns.pickup.delivered', returnTrackingLabels.delivered],
      ['returns.no.items', returnMessages.noItems],
      ['returns.upi.invalid', returnMessages.upi],
      ['returns.account.invalid', returnMessages.account],
      ['returns.ifsc.invalid', returnMessages.ifsc],
      ['profile.login.title', messages.profile.loginToView],
      ['profile.error.text', messages.profile.loadFailed],
      ['profile.autofilled', messages.profile.autoFilled],
      ['profile.autofill.failed', messages.profile.autoFillFailed],
      ['profile.updated', messages.profile.updated],
      ['profile.update.failed', messages.profile.updateFailed],
      ['profile.avatar.not.image', messages.profile.notAnImage],
      ['profile.avatar.uploaded', messages.profile.uploaded],
      ['profile.avatar.failed', messages.profile.uploadFailed],
      ['profile.invalid.first.name', messages.profile.firstNameRequired],
      ['profile.invalid.phone.required', messages.profile.phoneRequired],
      ['profile.invalid.phone', messages.profile.phoneInvalid],
      ['profile.invalid.address', messages.profile.addressRequired],
      ['profile.invalid.city', messages.profile.cityRequired],
      ['profile.invalid.pincode.required', messages.profile.pincodeRequired],
      ['profile.invalid.pincode', messages.profile.pincodeInvalid],
      ['profile.invalid.birth', messages.profile.dateOfBirthInvalid],
      ['profile.email.invalid', authMessages.validEmail],
      ['profile.email.network', authMessages.networkFailed],
      ['wishlist.signin.text', `${catalogueMessages.signInToSaveWishlist}.`],
      ['wishlist.error.title', cartMessages.errorTitle],
      ['wishlist.error.text', `${wishlistMessages.loadFailed}. Please try again.`],
      ['wishlist.empty.title', wishlistMessages.emptyTitle],
      ['wishlist.clear.confirm', wishlistMessages.clearConfirm],
      ['wishlist.remove.failed', wishlistMessages.removeFailed],
      ['wishlist.item.missing', wishlistMessages.itemNotFound],
      ['wishlist.move.failed', wishlistMessages.moveFailed],
      ['wishlist.clear.failed', wishlistMessages.clearFailed],
      ['wishlist.add.all.failed', wishlistMessages.addAllFailed],
      ['recipes.error.title', catalogueMessages.loadRecipesFromServer],
      ['recipes.error.text', catalogueMessages.fetchRecipes],
      ['recipes.none.title', catalogueMessages.noRecipes],
      ['recipes.sample.banner', catalogueMessages.sampleRecipesBanner],
      ['recipes.loading', catalogueMessages.loadingRecipes],
      ['recipe.missing.title', catalogueMessages.recipeNotFoundTitle],
      ['recipe.failed.title', catalogueMessages.loadRecipe],
      ['contact.first.name.required', contactMessages.firstNameRequired],
      ['contact.email.required', contactMessages.emailRequired],
      ['contact.email.invalid', contactMessages.emailInvalid],
      ['contact.phone.invalid', contactMessages.phoneInvalid],
      ['contact.subject.required', contactMessages.subjectRequired],
      ['contact.message.short', contactMessages.messageTooShort],
      ['contact.message.long', contactMessages.messageTooLong],
      ['contact.send.failed', contactMessages.sendFailed],
      ['contact.too.many', httpMessages.tooManyRequests],
      ['contact.subject.general', CONTACT_SUBJECTS[0]],
      ['contact.subject.order', CONTACT_SUBJECTS[1]],
      ['contact.subject.wholesale', CONTACT_SUBJECTS[2]],
      ['contact.subject.farmer', CONTACT_SUBJECTS[3]],
      ['contact.subject.feedback', CONTACT_SUBJECTS[4]],
      ['newsletter.email.required', contactMessages.emailRequired],
      ['newsletter.email.invalid', contactMessages.emailInvalid],
      ['newsletter.failed', newsletterMessages.failed],
      ['newsletter.too.many', httpMessages.tooManyRequests],
    ]
    for (const [key, text] of same) expect(pagesEn[key], key).toBe(text)
  })

  it('says the shop’s computed texts as the shop does', () => {
    expect(translate('en', 'toast.added', { name: 'Moringa Powder' })).toBe(
      cartMessages.added('Moringa Powder'),
    )
    expect(translate('en', 'toast.only.left', { count: 8 })).toBe(cartMessages.onlyLeft(8))
    expect(translate('en', 'cart.free.more', { amount: '₹151' })).toBe(
      freeShippingProgress(34_900, 50_000).message,
    )
    expect(translate('en', 'cart.free.done')).toBe(freeShippingProgress(50_000, 50_000).message)
    expect(translate('en', 'auth.toast.welcome', { email: 'asha@example.in' })).toBe(
      accountMessages.welcome('asha@example.in'),
    )
    for (const count of [1, 2, 12])
      expect(translate('en', 'auth.claim.done', { count })).toBe(guestMessages.claimed(count))
    expect(translate('en', 'promises.shipping.over', { amount: '₹500' })).toBe(freeShippingCondition(50_000))
    expect(translate('en', 'promises.shipping.every')).toBe(freeShippingCondition(0))
    expect(translate('en', 'delivery.free.over', { amount: '₹500' })).toBe(freeShippingClaim(50_000))
    expect(translate('en', 'delivery.free.every')).toBe(freeShippingClaim(0))
    expect(translate('en', 'profile.email.sent', { email: 'asha@example.in' })).toBe(
      authMessages.emailLinkSent('asha@example.in'),
    )
    expect(translate('en', 'wishlist.removed', { name: 'Amla Powder' })).toBe(
      wishlistMessages.removed('Amla Powder'),
    )
    expect(translate('en', 'wishlist.moved', { name: 'Amla Powder' })).toBe(cartMessages.added('Amla Powder'))
    expect(translate('en', 'wishlist.moved.many', { count: 3 })).toBe(cartMessages.added('3 items'))
    const one = [{ name: 'Moringa Leaf Tea', reason: 'coming soon' }]
    const two = [...one, { name: 'Amla Powder', reason: '' }]
    expect(
      translate('en', 'wishlist.not.added', {
        items: `Moringa Leaf Tea (${translate('en', 'wishlist.reason.soon')})`,
        count: 1,
      }),
    ).toBe(wishlistMessages.notAdded(one))
    expect(
      translate('en', 'wishlist.not.added', {
        items: 'Moringa Leaf Tea (coming soon), Amla Powder',
        count: 2,
      }),
    ).toBe(wishlistMessages.notAdded(two))
    expect(translate('en', 'address.pin.unknown', { pin: '123456' })).toBe(
      shippingMessages.pinUnknown('123456'),
    )
    expect(translate('en', 'address.pin.state', { pin: '500028', state: 'Telangana' })).toBe(
      shippingMessages.pinInAnotherState('500028', 'Telangana'),
    )
    expect(translate('en', 'orders.load.failed.with', { reason: 'timeout' })).toBe(
      messages.orders.loadFailedWith('timeout'),
    )
    expect(translate('en', 'order.failed.with', { reason: 'timeout' })).toBe(
      messages.orders.detailFailedWith('timeout'),
    )
    expect(translate('en', 'returns.photos.too.many', { count: MAX_RETURN_PHOTOS })).toBe(
      returnMessages.tooManyPhotos,
    )
  })

  it('has Hindi and Telugu of its own, not English copied', () => {
    // Brand words, codes and numbers may stay as they are (UPI, MRP, SKU, the test card numbers); every other
    // text is written in the language.
    const same = (lang: Record<string, unknown>) =>
      Object.keys(pagesEn).filter(
        (k) => JSON.stringify(lang[k]) === JSON.stringify(pagesEn[k as keyof typeof pagesEn]),
      )
    const allowed = [
      'product.mrp',
      'product.details.mrp',
      'cart.line.sku',
      'payment.upi.hint',
      'payment.cards.hint',
      'payment.wallets.hint',
      'home.hero.lead.end',
      'order.method.upi',
      'order.method.emi',
    ]
    expect(same(pagesHi).filter((k) => !allowed.includes(k))).toEqual([])
    expect(same(pagesTe).filter((k) => !allowed.includes(k))).toEqual([])
  })
})

describe('the batch line (decision 052) in every language', () => {
  const batch: NextBatch = {
    lot: 'L-1',
    packed_on: '2026-11-12',
    best_before: '2027-11-30',
    source_kind: 'self_help_group',
    source_name: 'Kothur',
    source_district: 'Rangareddy',
    source_state: 'Telangana',
    process: 'sun-dried',
  }
  it('keeps the English of the domain, and its keys say the same', () => {
    expect(localBatchLine('en', batch)).toBe(batchLine(batch))
    const group = translate('en', 'batch.women', { name: 'Kothur' })
    expect(
      translate('en', 'batch.line', {
        packed: '12 Nov 2026',
        best: 'Nov 2027',
        made: translate('en', 'batch.made', { process: 'sun-dried', group }),
        place: 'Rangareddy, Telangana',
      }),
    ).toBe(batchLine(batch))
    expect(
      translate('en', 'batch.from', { group: translate('en', 'batch.farmers', { name: 'Kothur' }) }),
    ).toBe(batchLine({ ...batch, source_kind: 'farmer_group', process: '' }).split(', ')[2])
  })
  it('says it in Hindi and Telugu with their month names', () => {
    expect(localBatchLine('hi', batch)).toBe(
      'यह बैच: 12 नवंबर 2026 को पैक हुआ, नवंबर 2027 तक इस्तेमाल करें; Kothur स्वयं सहायता समूह द्वारा तैयार (sun-dried), Rangareddy, Telangana',
    )
    expect(localBatchLine('te', batch)).toContain('2026న ప్యాక్ చేసినది')
  })
})
