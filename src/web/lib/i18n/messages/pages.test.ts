import { describe, expect, it } from 'vitest'
import { batchLine, type NextBatch } from '#domain/batches.ts'
import { CONTACT_SUBJECTS } from '#domain/contact-message.ts'
import { freeShippingClaim, freeShippingCondition, freeShippingProgress } from '#domain/free-shipping.ts'
import { guestMessages } from '#domain/guest-checkout.ts'
import { messages } from '#domain/messages.ts'
import { cartMessages, cartReminderMessages, couponBoxMessages } from '#domain/messages-cart.ts'
import { catalogueMessages } from '#domain/messages-catalogue.ts'
import { contactMessages, newsletterMessages } from '#domain/messages-contact.ts'
import { httpMessages } from '#domain/messages-http.ts'
import { pageLoadingMessages } from '#domain/messages-page-loading.ts'
import { reportReasonLabels, reviewMessages } from '#domain/messages-reviews.ts'
import { shippingMessages } from '#domain/messages-shipping.ts'
import { whatsappMessages } from '#domain/messages-whatsapp.ts'
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
      ['cart.restore.signin', cartReminderMessages.signInToRestore],
      ['cart.restore.invalid', cartReminderMessages.linkInvalid],
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
    expect(translate('en', 'promises.shipping.over', { amount: '₹500' })).toBe(freeShippingCondition(50_000))
    expect(translate('en', 'promises.shipping.every')).toBe(freeShippingCondition(0))
    expect(translate('en', 'delivery.free.over', { amount: '₹500' })).toBe(freeShippingClaim(50_000))
    expect(translate('en', 'delivery.free.every')).toBe(freeShippingClaim(0))
    expect(translate('en', 'address.pin.unknown', { pin: '123456' })).toBe(
      shippingMessages.pinUnknown('123456'),
    )
    expect(translate('en', 'address.pin.state', { pin: '500028', state: 'Telangana' })).toBe(
      shippingMessages.pinInAnotherState('500028', 'Telangana'),
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
