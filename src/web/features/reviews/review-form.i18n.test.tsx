import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Language } from '#web/lib/i18n/languages.ts'
import { LanguageContext } from '#web/lib/i18n/use-language.ts'
import { expectTranslated } from '#web/test/translated.ts'
import { EMPTY_REVIEW_DRAFT } from './model/review-actions.ts'
import { ReviewForm } from './review-form.tsx'

// The review form on the product page in Hindi, Telugu and Malayalam (decision 058): labels, stars, counts and buttons in the
// shopper's language, never a message key or an unfilled '{placeholder}'.
function renderIn(lang: Language) {
  return render(
    <LanguageContext value={lang}>
      <ReviewForm
        initial={EMPTY_REVIEW_DRAFT}
        editing={false}
        busy={false}
        error={null}
        onSubmit={vi.fn()}
        onCancel={() => {}}
      />
    </LanguageContext>,
  ).container
}

describe('review form in Hindi, Telugu and Malayalam (decision 058)', () => {
  it('reads in Hindi', async () => {
    const user = userEvent.setup()
    const form = renderIn('hi')
    expect(screen.getByText('कृपया सभी ज़रूरी जानकारी भरें')).toBeTruthy()
    await user.click(screen.getByRole('radio', { name: '4 स्टार' }))
    expect(screen.getByText('बहुत अच्छा')).toBeTruthy()
    await user.type(screen.getByLabelText(/^शीर्षक/), 'हरा और ताज़ा')
    expect(screen.getByText(/^12 \/ [0-9,]+ अक्षर$/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'समीक्षा भेजें' })).toBeTruthy()
    expectTranslated(form)
  })

  it('reads in Telugu', async () => {
    const user = userEvent.setup()
    const form = renderIn('te')
    await user.click(screen.getByRole('radio', { name: '1 నక్షత్రం' }))
    expect(screen.getByText('బాగాలేదు')).toBeTruthy()
    expect(screen.getByLabelText(/^మీ అభిప్రాయం/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'రద్దు చేయండి' })).toBeTruthy()
    expectTranslated(form)
  })

  it('reads in Malayalam', async () => {
    const user = userEvent.setup()
    const form = renderIn('ml')
    expect(screen.getByText('ദയവായി നിർബന്ധമായ എല്ലാ കളങ്ങളും പൂരിപ്പിക്കുക')).toBeTruthy()
    await user.click(screen.getByRole('radio', { name: '5 സ്റ്റാർ' }))
    expect(screen.getByText('മികച്ചത്')).toBeTruthy()
    await user.type(screen.getByLabelText(/^തലക്കെട്ട്/), 'നല്ല പച്ചപ്പ്')
    expect(screen.getByText(/^13 \/ [0-9,]+ അക്ഷരങ്ങൾ$/)).toBeTruthy()
    expect(screen.getByLabelText(/^അഭിപ്രായം/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'അവലോകനം അയയ്ക്കുക' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'റദ്ദാക്കുക' })).toBeTruthy()
    expectTranslated(form)
  })
})
