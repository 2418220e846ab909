import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LanguageContext } from '#web/lib/i18n/use-language.ts'
import { queryClient } from '#web/lib/query-client.ts'
import { renderCheckout, stubCheckoutShop } from '#web/test/checkout-shop.tsx'
import { signIn, signOut } from '#web/test/signed-in.ts'
import { expectTranslated } from '#web/test/translated.ts'
import { Component as CheckoutPage } from './checkout-page.tsx'

// The checkout in Hindi, Telugu, Kannada and Malayalam (decision 058): the steps, the address form and its message, the shipping and
// payment steps and the summary in the shopper's language; the server's own texts (the delivery label, the
// carrier's words) as it sends them; never a message key or an unfilled '{placeholder}'.
const standard = {
  carrier: 'Delhivery',
  service_level: 'standard' as const,
  description: 'Standard delivery',
  delivery_days_min: 3,
  delivery_days_max: 5,
  cost: 65,
  delivery_from: '2026-11-30',
  delivery_to: '2026-12-02',
  delivery_label: 'Delivery by Mon, 30 Nov – Wed, 2 Dec',
}

afterEach(() => {
  signOut()
  queryClient.clear()
  localStorage.clear()
  window.history.replaceState(null, '', '/')
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

function stubShop() {
  stubCheckoutShop({
    'POST /api/v1/cart/checkout/estimate-shipping': () =>
      Response.json({
        success: true,
        data: { shipping_options: [standard], address_id: 'addr-1', message: null },
      }),
    'POST /api/v1/payments/cod-eligibility': () =>
      Response.json({ success: true, data: { available: true, fee: 40, reason: null } }),
  })
}

describe('checkout in Hindi, Telugu, Kannada and Malayalam (decision 058)', () => {
  it('reads in Hindi: steps, address form, its message, then shipping', async () => {
    window.history.replaceState(null, '', '/hi/checkout')
    stubShop()
    await signIn()
    const { container } = renderCheckout(
      <LanguageContext value="hi">
        <CheckoutPage />
      </LanguageContext>,
    )
    const user = userEvent.setup()
    expect(await screen.findByRole('heading', { level: 1, name: 'चेकआउट' })).toBeTruthy()
    const progress = within(await screen.findByRole('navigation', { name: 'चेकआउट की प्रगति' }))
    expect(progress.getByText('शिपिंग के विकल्प')).toBeTruthy()
    await screen.findByLabelText(/^पहला नाम/)
    expect(screen.getByRole('checkbox', { name: 'ऑर्डर की जानकारी मुझे WhatsApp पर भेजें' })).toBeTruthy()
    expect(screen.getByRole('option', { name: 'राज्य चुनें' })).toBeTruthy()
    expectTranslated(container)

    await user.click(screen.getByRole('button', { name: 'शिपिंग पर आगे बढ़ें' }))
    expect(await screen.findByText('कृपया सभी ज़रूरी जानकारी भरें।')).toBeTruthy()

    await user.type(screen.getByLabelText(/^पहला नाम/), 'Asha')
    await user.type(screen.getByLabelText(/^उपनाम/), 'Rao')
    await user.type(screen.getByLabelText(/^मोबाइल नंबर/), '9848012345')
    await user.type(screen.getByLabelText(/^मकान नंबर, गली, इलाका/), '12-2-823, Mehdipatnam')
    await user.type(screen.getByLabelText(/^शहर/), 'Hyderabad')
    await user.selectOptions(screen.getByLabelText(/^राज्य/), 'Telangana')
    await user.type(screen.getByLabelText(/^पिन कोड/), '500028')
    // a number a courier cannot call is said under the field, in Hindi
    await user.clear(screen.getByLabelText(/^मोबाइल नंबर/))
    await user.type(screen.getByLabelText(/^मोबाइल नंबर/), '98480')
    await user.click(screen.getByRole('button', { name: 'शिपिंग पर आगे बढ़ें' }))
    expect(await screen.findByText('सही 10 अंकों का भारतीय मोबाइल नंबर डालें')).toBeTruthy()
    await user.clear(screen.getByLabelText(/^मोबाइल नंबर/))
    await user.type(screen.getByLabelText(/^मोबाइल नंबर/), '9848012345')
    await user.click(screen.getByRole('button', { name: 'शिपिंग पर आगे बढ़ें' }))
    expect(await screen.findByRole('button', { name: 'भुगतान पर आगे बढ़ें' })).toBeTruthy()
    expect(screen.getByText('डिलीवरी का पता:')).toBeTruthy()
    // the service level in Hindi; the delivery promise's days in Hindi words and month names (decision 061)
    expect(screen.getByText('स्टैंडर्ड')).toBeTruthy()
    expect(screen.getByText('अनुमानित डिलीवरी: सोम, 30 नव॰ – बुध, 2 दिस॰')).toBeTruthy()
    expect(screen.queryByText(/Delivery by/)).toBeNull()
    expect(screen.getByRole('button', { name: /पते पर वापस जाएँ/ })).toBeTruthy()
    expectTranslated(container)
  }, 30_000)

  it('reads in Telugu: the summary and the address step', async () => {
    window.history.replaceState(null, '', '/te/checkout')
    stubShop()
    await signIn()
    const { container } = renderCheckout(
      <LanguageContext value="te">
        <CheckoutPage />
      </LanguageContext>,
    )
    expect(await screen.findByRole('heading', { level: 1, name: 'చెక్అవుట్' })).toBeTruthy()
    await screen.findByLabelText(/^మొదటి పేరు/)
    expect(screen.getByText('ఆర్డర్ సారాంశం చూపించండి')).toBeTruthy()
    expect(screen.getAllByText('తర్వాతి దశలో లెక్కిస్తాం').length).toBeGreaterThan(0)
    expect(screen.getAllByText('అన్ని పన్నులతో కలిపి').length).toBeGreaterThan(0)
    expect(screen.getByRole('heading', { name: 'డెలివరీ చిరునామా' })).toBeTruthy()
    expect(screen.getByText('మీ ఆర్డర్‌ను ఎక్కడికి పంపాలి?')).toBeTruthy()
    expectTranslated(container)
  }, 30_000)

  it('reads in Malayalam: steps, summary, address form, its messages, then shipping', async () => {
    window.history.replaceState(null, '', '/ml/checkout')
    stubShop()
    await signIn()
    const { container } = renderCheckout(
      <LanguageContext value="ml">
        <CheckoutPage />
      </LanguageContext>,
    )
    const user = userEvent.setup()
    expect(await screen.findByRole('heading', { level: 1, name: 'ചെക്ക്ഔട്ട്' })).toBeTruthy()
    const progress = within(await screen.findByRole('navigation', { name: 'ചെക്ക്ഔട്ട് പുരോഗതി' }))
    expect(progress.getByText('ഷിപ്പിംഗ് രീതികൾ')).toBeTruthy()
    await screen.findByLabelText(/^പേര്/)
    expect(screen.getByText('ഓർഡർ സംഗ്രഹം കാണിക്കുക')).toBeTruthy()
    expect(screen.getAllByText('അടുത്ത ഘട്ടത്തിൽ കണക്കാക്കും').length).toBeGreaterThan(0)
    expect(screen.getByRole('checkbox', { name: 'ഓർഡർ വിവരങ്ങൾ എനിക്ക് WhatsApp-ൽ അയയ്ക്കുക' })).toBeTruthy()
    expect(screen.getByRole('option', { name: 'സംസ്ഥാനം തിരഞ്ഞെടുക്കുക' })).toBeTruthy()
    expectTranslated(container)

    await user.click(screen.getByRole('button', { name: 'ഷിപ്പിംഗിലേക്ക് തുടരുക' }))
    expect(await screen.findByText('ദയവായി നിർബന്ധമായ എല്ലാ കളങ്ങളും പൂരിപ്പിക്കുക.')).toBeTruthy()

    await user.type(screen.getByLabelText(/^പേര്/), 'Anjali')
    await user.type(screen.getByLabelText(/^കുടുംബപ്പേര്/), 'Nair')
    await user.type(screen.getByLabelText(/^മൊബൈൽ നമ്പർ/), '98470')
    await user.type(screen.getByLabelText(/^വീട്ടുപേര്, തെരുവ്, സ്ഥലം/), 'TC 12/345, Pattom')
    await user.type(screen.getByLabelText(/^നഗരം/), 'Thiruvananthapuram')
    await user.selectOptions(screen.getByLabelText(/^സംസ്ഥാനം/), 'Kerala')
    await user.type(screen.getByLabelText(/^PIN കോഡ്/), '695004')
    // a number a courier cannot call is said under the field, in Malayalam
    await user.click(screen.getByRole('button', { name: 'ഷിപ്പിംഗിലേക്ക് തുടരുക' }))
    expect(await screen.findByText('ശരിയായ 10 അക്ക ഇന്ത്യൻ മൊബൈൽ നമ്പർ നൽകുക')).toBeTruthy()
    await user.clear(screen.getByLabelText(/^മൊബൈൽ നമ്പർ/))
    await user.type(screen.getByLabelText(/^മൊബൈൽ നമ്പർ/), '9847012345')
    await user.click(screen.getByRole('button', { name: 'ഷിപ്പിംഗിലേക്ക് തുടരുക' }))
    expect(await screen.findByRole('button', { name: 'പണമടയ്ക്കലിലേക്ക് തുടരുക' })).toBeTruthy()
    expect(screen.getByText('ഡെലിവറി വിലാസം:')).toBeTruthy()
    expect(screen.getByText('സാധാരണ')).toBeTruthy()
    expect(screen.getByRole('button', { name: /വിലാസത്തിലേക്ക് മടങ്ങുക/ })).toBeTruthy()
    expectTranslated(container)
  }, 30_000)

  it('reads in Kannada: the summary, the address step and its messages, then shipping', async () => {
    window.history.replaceState(null, '', '/kn/checkout')
    stubShop()
    await signIn()
    const { container } = renderCheckout(
      <LanguageContext value="kn">
        <CheckoutPage />
      </LanguageContext>,
    )
    const user = userEvent.setup()
    expect(await screen.findByRole('heading', { level: 1, name: 'ಚೆಕ್‌ಔಟ್' })).toBeTruthy()
    const progress = within(await screen.findByRole('navigation', { name: 'ಚೆಕ್‌ಔಟ್ ಪ್ರಗತಿ' }))
    expect(progress.getByText('ಶಿಪ್ಪಿಂಗ್ ಆಯ್ಕೆಗಳು')).toBeTruthy()
    await screen.findByLabelText(/^ಮೊದಲ ಹೆಸರು/)
    expect(screen.getByText('ಆರ್ಡರ್ ಸಾರಾಂಶ ತೋರಿಸಿ')).toBeTruthy()
    expect(screen.getAllByText('ಎಲ್ಲ ತೆರಿಗೆಗಳು ಸೇರಿವೆ').length).toBeGreaterThan(0)
    expect(screen.getByText('ನಿಮ್ಮ ಆರ್ಡರ್ ಅನ್ನು ಎಲ್ಲಿಗೆ ತಲುಪಿಸಬೇಕು?')).toBeTruthy()
    expect(screen.getByRole('option', { name: 'ರಾಜ್ಯ ಆರಿಸಿ' })).toBeTruthy()
    expectTranslated(container)

    await user.click(screen.getByRole('button', { name: 'ಶಿಪ್ಪಿಂಗ್‌ಗೆ ಮುಂದುವರಿಯಿರಿ' }))
    expect(await screen.findByText('ದಯವಿಟ್ಟು ಎಲ್ಲ ಕಡ್ಡಾಯ ಕ್ಷೇತ್ರಗಳನ್ನು ತುಂಬಿ.')).toBeTruthy()
    await user.type(screen.getByLabelText(/^ಮೊದಲ ಹೆಸರು/), 'Asha')
    await user.type(screen.getByLabelText(/^ಕೊನೆಯ ಹೆಸರು/), 'Rao')
    await user.type(screen.getByLabelText(/^ಮೊಬೈಲ್ ಸಂಖ್ಯೆ/), '98480')
    await user.type(screen.getByLabelText(/^ಮನೆ ಸಂಖ್ಯೆ, ರಸ್ತೆ, ಬಡಾವಣೆ/), '12-2-823, Mehdipatnam')
    await user.type(screen.getByLabelText(/^ನಗರ/), 'Hyderabad')
    await user.selectOptions(screen.getByLabelText(/^ರಾಜ್ಯ/), 'Telangana')
    await user.type(screen.getByLabelText(/^ಪಿನ್ ಕೋಡ್/), '500028')
    await user.click(screen.getByRole('button', { name: 'ಶಿಪ್ಪಿಂಗ್‌ಗೆ ಮುಂದುವರಿಯಿರಿ' }))
    expect(await screen.findByText('ಸರಿಯಾದ 10 ಅಂಕಿಯ ಭಾರತೀಯ ಮೊಬೈಲ್ ಸಂಖ್ಯೆ ನಮೂದಿಸಿ')).toBeTruthy()
    await user.clear(screen.getByLabelText(/^ಮೊಬೈಲ್ ಸಂಖ್ಯೆ/))
    await user.type(screen.getByLabelText(/^ಮೊಬೈಲ್ ಸಂಖ್ಯೆ/), '9848012345')
    await user.click(screen.getByRole('button', { name: 'ಶಿಪ್ಪಿಂಗ್‌ಗೆ ಮುಂದುವರಿಯಿರಿ' }))
    expect(await screen.findByRole('button', { name: 'ಪಾವತಿಗೆ ಮುಂದುವರಿಯಿರಿ' })).toBeTruthy()
    expect(screen.getByText('ಡೆಲಿವರಿ ವಿಳಾಸ:')).toBeTruthy()
    expect(screen.getByText('ಸ್ಟ್ಯಾಂಡರ್ಡ್')).toBeTruthy()
    expectTranslated(container)
  }, 30_000)
})
