import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { moringaPageEn } from '#web/lib/i18n/messages/moringa-page.en.ts'
import { renderPageIn } from '#web/test/render-in-language.tsx'
import { expectTranslated } from '#web/test/translated.ts'
import { FARMER, LAB_REPORT } from './moringa-content.ts'
import { Component as MoringaPage } from './moringa-page.tsx'

// The moringa page in Hindi, Telugu and Malayalam (decision 058): its tabs, panels, recipes and the lab report's table in the
// address's language; the report's figures and units as the laboratory wrote them. Nothing is fetched; the page
// reads the motion preference (matchMedia, which jsdom lacks).
beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }))
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const tab = (name: string) => screen.getByRole('tab', { name })
const panel = () => screen.getByRole('tabpanel')

describe('moringa page in the shopper’s language (decision 058)', () => {
  it('keeps the English of the report and the farm the media are drawn from (scripts/draw-moringa-media.ts)', () => {
    expect(moringaPageEn['moringa.page.farmer.village']).toBe(`${FARMER.village}, ${FARMER.state}`)
    expect(moringaPageEn['moringa.page.farmer.group']).toBe(FARMER.group)
    expect(moringaPageEn['moringa.page.farmer.since']).toBe(FARMER.since)
    expect(moringaPageEn['moringa.page.report.lab']).toBe(LAB_REPORT.laboratory)
    expect(moringaPageEn['moringa.page.report.accreditation']).toBe(LAB_REPORT.accreditation)
    expect(moringaPageEn['moringa.page.status.passed']).toBe(LAB_REPORT.status)
  })

  it('reads in Hindi: the benefits, the comparison and the nine recipes', async () => {
    const user = userEvent.setup()
    const page = await renderPageIn('hi', '/moringa', { path: '/moringa', element: <MoringaPage /> })
    expect(screen.getByRole('heading', { level: 1, name: 'मोरिंगा: चमत्कारी पेड़' })).toBeTruthy()
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['फ़ायदे', 'रेसिपी', 'स्रोत', 'गुणवत्ता'])
    const benefits = panel()
    expect(within(benefits).getByRole('heading', { name: 'पोषण की ताक़त की तुलना' })).toBeTruthy()
    // the figure inside the sentence, where Hindi puts it
    expect(benefits.textContent).toContain('गाजर से 2 गुना ज़्यादा विटामिन A')
    expect(benefits.textContent).toContain('दूध से 17 गुना ज़्यादा कैल्शियम')
    expect(screen.getByRole('link', { name: 'मोरिंगा पाउडर ख़रीदें' }).getAttribute('href')).toBe(
      '/hi/product/101',
    )
    expectTranslated(page)

    await user.click(tab('रेसिपी'))
    const recipes = panel()
    expect(within(recipes).getByRole('heading', { level: 2, name: 'मोरिंगा खाने के 9 तरीके' })).toBeTruthy()
    expect(within(recipes).getByRole('heading', { level: 3, name: 'पेय' })).toBeTruthy()
    // the first recipe is open: its ingredients and steps, one item a line
    expect(within(recipes).getByText('½ छोटा चम्मच मोरिंगा पाउडर')).toBeTruthy()
    expect(within(recipes).getByText('गुनगुना पानी गिलास में डालें।')).toBeTruthy()
    expect(within(recipes).getAllByText('1 गिलास बनते हैं').length).toBe(1)
    fireEvent.click(within(recipes).getByRole('button', { name: /मोरिंगा दाल तड़का/ }))
    expect(within(recipes).getByText('स्वाद अनुसार नमक')).toBeTruthy()
    expectTranslated(page)
  })

  it('reads in Telugu: the farm, its timeline with Telugu dates, and the lab report', async () => {
    const user = userEvent.setup()
    const page = await renderPageIn('te', '/moringa', { path: '/moringa', element: <MoringaPage /> })
    await user.click(tab('మూలం'))
    const farm = panel()
    expect(within(farm).getByRole('heading', { name: FARMER.name })).toBeTruthy()
    expect(within(farm).getByText('కొత్తపల్లి, శంకర్‌పల్లి మండలం, రంగారెడ్డి జిల్లా, తెలంగాణ')).toBeTruthy()
    const sowing = within(farm).getByText('నాటిన తేదీ', { exact: false })
    expect(sowing.textContent).toContain('2024')
    expect(within(sowing).getByText(/జులై|జూలై/)).toBeTruthy()
    expectTranslated(page)

    await user.click(tab('నాణ్యత'))
    const quality = panel()
    expect(within(quality).getByRole('heading', { name: 'బ్యాచ్ 103' })).toBeTruthy()
    expect(within(quality).getByText('స్థితి: పాస్')).toBeTruthy()
    const table = within(quality).getByRole('table', { name: 'బ్యాచ్ 103 పరీక్ష ఫలితాలు' })
    expect(within(table).getByRole('rowheader', { name: 'ఇ. కోలై' })).toBeTruthy()
    expect(within(table).getAllByText('పాస్').length).toBe(LAB_REPORT.tests.length)
    // the report's figures and units stay as the laboratory wrote them
    expect(within(table).getByText('2,010')).toBeTruthy()
    expect(within(table).getAllByText('mg/100g').length).toBeGreaterThan(0)
    expect(within(quality).getByRole('img').getAttribute('alt')).toBe(
      'మునగ ఆకు పొడి, బ్యాచ్ 103 ల్యాబ్ పరీక్ష రిపోర్ట్, పాస్ అని గుర్తించినది',
    )
    expectTranslated(page)
  })

  it('reads in Malayalam: the tabs, the comparison and a recipe', async () => {
    const user = userEvent.setup()
    const page = await renderPageIn('ml', '/moringa', { path: '/moringa', element: <MoringaPage /> })
    expect(screen.getByRole('heading', { level: 1, name: 'മുരിങ്ങ: അത്ഭുതവൃക്ഷം' })).toBeTruthy()
    expect(panel().textContent).toContain('കാരറ്റ്-നേക്കാൾ 2 മടങ്ങ് അധികം വിറ്റാമിൻ A')
    await user.click(tab('വിഭവങ്ങൾ'))
    expect(within(panel()).getByText('ചെറുചൂടുവെള്ളം ഗ്ലാസിൽ ഒഴിക്കുക.')).toBeTruthy()
    expectTranslated(page)
  })
})
