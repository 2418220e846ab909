import { render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { InvoiceDialog } from './invoice-dialog.tsx'

const URL_ = '/api/v1/orders/SN260314-ABCDEF/invoice'

function renderDialog() {
  return render(
    <InvoiceDialog
      open
      onOpenChange={() => {}}
      orderId="SN260314-ABCDEF"
      invoiceUrl={URL_}
      invoiceNumber="SN/2025-26/000001"
    />,
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('InvoiceDialog', () => {
  it('embeds the PDF with Download and Open in New Tab', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 200 })),
    )
    Object.defineProperty(navigator, 'pdfViewerEnabled', { value: true, configurable: true })
    renderDialog()
    expect(screen.getByRole('dialog', { name: 'Tax invoice SN/2025-26/000001' })).toBeTruthy()
    await waitFor(() => expect(document.querySelector('iframe')?.getAttribute('src')).toBe(URL_))
    expect(screen.getByRole('link', { name: 'Download' }).getAttribute('href')).toBe(`${URL_}?download=1`)
    const tab = screen.getByRole('link', { name: /Open in New Tab/ })
    expect([tab.getAttribute('href'), tab.getAttribute('target')]).toEqual([URL_, '_blank'])
    expect(vi.mocked(fetch).mock.calls[0]?.[1]).toMatchObject({ method: 'HEAD' })
  })

  it("says 'Unable to load invoice' when the file does not answer", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 404 })),
    )
    Object.defineProperty(navigator, 'pdfViewerEnabled', { value: true, configurable: true })
    renderDialog()
    expect(await screen.findByText('Unable to load invoice')).toBeTruthy()
    expect(document.querySelector('iframe')).toBeNull()
    expect(screen.getByRole('link', { name: 'Download' })).toBeTruthy()
  })

  it('falls back at once in a browser without a PDF viewer', async () => {
    const fetchSpy = vi.fn()
    vi.stubGlobal('fetch', fetchSpy)
    Object.defineProperty(navigator, 'pdfViewerEnabled', { value: false, configurable: true })
    renderDialog()
    expect(await screen.findByText('Unable to load invoice')).toBeTruthy()
    expect(fetchSpy).not.toHaveBeenCalled()
  })
})
