// The owner's pages (decision 043): about, the FAQ and the five policies, edited as Markdown beside a preview
// that fills the {{placeholders}} from the settings as they are, so the owner sees the page the shop will show.
import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { SitePageSlug, SitePageView } from '#domain/contracts/admin-settings.ts'
import { fillPlaceholders, PLACEHOLDER, placeholderValues } from '#domain/shop-settings.ts'
import { AdminApiError } from '#web/features/admin/shell/api/admin-client.ts'
import {
  ListState,
  PageHeader,
  panelClass,
  TextField,
  useInvalidate,
} from '#web/features/admin/shell/components/admin-ui.tsx'
import { Markdown } from '#web/lib/markdown.tsx'
import { Button } from '#web/ui/button.tsx'
import { inputClass } from '#web/ui/field.tsx'
import { pagesQuery, type ShopSettingsView, savePage, settingsQuery } from '../api/settings.ts'

const NAMES: Record<SitePageSlug, string> = {
  about: 'About us',
  faq: 'FAQ',
  terms: 'Terms',
  privacy: 'Privacy',
  shipping: 'Shipping',
  returns: 'Returns',
  'cancellation-refund': 'Cancellation & refund',
}

export function PagesEditor() {
  const pages = useQuery(pagesQuery())
  const settings = useQuery(settingsQuery())
  const [slug, setSlug] = useState<SitePageSlug>('returns')
  const page = pages.data?.find((p) => p.slug === slug)
  return (
    <div>
      <PageHeader
        title="Pages"
        intro="About, the FAQ and the policy pages, in Markdown: ## heading, - list item, **bold**, *italics*, [link](/path). Figures come from the settings through placeholders, so no two pages can disagree."
      />
      <div role="tablist" aria-label="Pages" className="mb-4 flex flex-wrap gap-2">
        {(Object.keys(NAMES) as SitePageSlug[]).map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={s === slug}
            onClick={() => setSlug(s)}
            className={
              s === slug
                ? 'rounded-full bg-leaf px-4 py-1.5 text-sm font-semibold text-white'
                : 'rounded-full border border-line bg-white px-4 py-1.5 text-sm font-semibold text-ink hover:border-leaf'
            }
          >
            {NAMES[s]}
          </button>
        ))}
      </div>
      {page && settings.data ? (
        <PageForm key={`${page.slug}-${page.version}`} page={page} settings={settings.data} />
      ) : (
        <ListState
          loading={pages.isPending || settings.isPending}
          error={pages.error ?? settings.error}
          empty={false}
          emptyText=""
        />
      )}
    </div>
  )
}

function PageForm({ page, settings }: { page: SitePageView; settings: ShopSettingsView }) {
  const invalidate = useInvalidate()
  const [title, setTitle] = useState(page.title)
  const [summary, setSummary] = useState(page.summary)
  const [markdown, setMarkdown] = useState(page.markdown)
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null)
  const known = placeholderValues(settings)
  const unknown = [...new Set([...markdown.matchAll(PLACEHOLDER)].map((m) => m[1]!))].filter(
    (n) => !(n in known),
  )
  const changes = {
    ...(title !== page.title ? { title } : {}),
    ...(summary !== page.summary ? { summary } : {}),
    ...(markdown !== page.markdown ? { markdown } : {}),
  }
  const save = useMutation({
    mutationFn: () => savePage(page.slug, { ...changes, version: page.version }),
    onSuccess: () => {
      setNotice({ ok: true, text: 'Page saved' })
      void invalidate()
    },
    onError: (err) =>
      setNotice({
        ok: false,
        text:
          err instanceof AdminApiError && err.current
            ? `${err.message} Copy your text, then reload the page.`
            : err.message,
      }),
  })
  return (
    <form
      className="grid gap-6 lg:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault()
        setNotice(null)
        save.mutate()
      }}
    >
      <div className={`${panelClass} flex flex-col gap-4`}>
        <TextField label="Title" value={title} onChange={setTitle} />
        <TextField label="Summary" value={summary} onChange={setSummary} />
        <label className="flex flex-col gap-1 text-sm font-semibold text-ink">
          Text (Markdown)
          <textarea
            className={`${inputClass} min-h-[28rem] font-mono text-xs leading-relaxed`}
            value={markdown}
            onChange={(e) => setMarkdown(e.target.value)}
          />
        </label>
        <p className="text-xs text-ink-soft">
          Placeholders:{' '}
          {Object.keys(known)
            .map((n) => `{{${n}}}`)
            .join(' ')}
        </p>
        {unknown.length > 0 && (
          <p role="alert" className="text-sm text-error">
            Not a placeholder the settings fill: {unknown.map((n) => `{{${n}}}`).join(', ')}
          </p>
        )}
        {notice && (
          <p
            role={notice.ok ? 'status' : 'alert'}
            className={notice.ok ? 'text-sm text-success' : 'text-sm text-error'}
          >
            {notice.text}
          </p>
        )}
        <div>
          <Button type="submit" disabled={Object.keys(changes).length === 0 || save.isPending}>
            {save.isPending ? 'Saving…' : 'Save page'}
          </Button>
        </div>
      </div>
      <section aria-label="Preview" className={`${panelClass} min-w-0`}>
        <p className="mb-3 text-xs font-semibold uppercase tracking-widest text-turmeric-deep">Preview</p>
        <h2 className="text-3xl">{fillPlaceholders(title, settings)}</h2>
        <p className="mt-2 text-ink-soft">{fillPlaceholders(summary, settings)}</p>
        <div className="mt-6">
          <Markdown source={fillPlaceholders(markdown, settings)} />
        </div>
      </section>
    </form>
  )
}
