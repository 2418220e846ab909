// The owner's pages (decision 043): about, the FAQ and the five policies, edited as Markdown beside a preview
// that fills the {{placeholders}} from the settings as they are, so the owner sees the page the shop will show.
// A row of language tabs edits each page in the shop's other languages beside the English text; a field left
// empty is not translated and shoppers see the English one (decision 043, amended). The back office stays English.
import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type {
  PageTranslatedField,
  SitePageSlug,
  SitePageTranslationView,
  SitePageView,
} from '#domain/contracts/admin-settings.ts'
import type { TranslatedLanguage } from '#domain/contracts/catalogue.ts'
import { fillPlaceholders, PLACEHOLDER, placeholderValues } from '#domain/shop-settings.ts'
import { adminSay } from '#web/features/admin/shell/admin-texts.ts'
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
import {
  pagesQuery,
  pageTranslationGapsQuery,
  pageTranslationsQuery,
  type ShopSettingsView,
  savePage,
  savePageTranslation,
  settingsQuery,
} from '../api/settings.ts'
import { settingsTexts } from '../texts.en.ts'

const say = adminSay(settingsTexts)

const NAMES: Record<SitePageSlug, string> = {
  about: say('pages.about'),
  faq: say('pages.faq'),
  terms: say('pages.terms'),
  privacy: say('pages.privacy'),
  shipping: say('pages.shipping'),
  returns: say('pages.returns'),
  'cancellation-refund': say('pages.cancellation.refund'),
}

/** Each language by its own name; English is the pages' own text. */
const LANGUAGE_NAMES: Record<'en' | TranslatedLanguage, string> = {
  en: 'English',
  hi: 'हिन्दी',
  te: 'తెలుగు',
  ta: 'தமிழ்',
  kn: 'ಕನ್ನಡ',
  ml: 'മലയാളം',
}
const LANGUAGE_TABS = Object.keys(LANGUAGE_NAMES) as ('en' | TranslatedLanguage)[]

const NOT_TRANSLATED = say('pages.not.translated')

/** A refused save of a record someone saved meanwhile: the server's words, then what to do. */
const refusal = (err: Error) =>
  err instanceof AdminApiError && err.current ? say('pages.stale', { message: err.message }) : err.message

/** Placeholders as the pages write them, listed: {{name}}, {{other}}. */
const written = (names: string[], separator: string) => names.map((n) => `{{${n}}}`).join(separator)

const tabClass = (selected: boolean) =>
  selected
    ? 'rounded-full bg-leaf px-4 py-1.5 text-sm font-semibold text-white'
    : 'rounded-full border border-line bg-white px-4 py-1.5 text-sm font-semibold text-ink hover:border-leaf'

export function PagesEditor() {
  const pages = useQuery(pagesQuery())
  const settings = useQuery(settingsQuery())
  const gaps = useQuery(pageTranslationGapsQuery())
  const [slug, setSlug] = useState<SitePageSlug>('returns')
  const [lang, setLang] = useState<'en' | TranslatedLanguage>('en')
  const page = pages.data?.find((p) => p.slug === slug)
  const missing = new Set(gaps.data?.find((g) => g.slug === slug)?.missing.map((m) => m.lang))
  const untranslated = (gaps.data ?? []).filter((g) => g.missing.length > 0)
  return (
    <div>
      <PageHeader title={say('pages.title')} intro={say('pages.intro')} />
      <div role="tablist" aria-label={say('pages.tabs')} className="mb-4 flex flex-wrap gap-2">
        {(Object.keys(NAMES) as SitePageSlug[]).map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={s === slug}
            onClick={() => setSlug(s)}
            className={tabClass(s === slug)}
          >
            {NAMES[s]}
          </button>
        ))}
      </div>
      <div role="tablist" aria-label={say('pages.languages')} className="mb-2 flex flex-wrap gap-2">
        {LANGUAGE_TABS.map((l) => (
          <button
            key={l}
            type="button"
            role="tab"
            lang={l}
            aria-selected={l === lang}
            onClick={() => setLang(l)}
            className={tabClass(l === lang)}
          >
            {LANGUAGE_NAMES[l]}
            {l !== 'en' && missing.has(l) && (
              <>
                <span aria-hidden="true" className="ml-1 text-turmeric-deep">
                  ○
                </span>
                <span className="sr-only" lang="en">
                  {' '}
                  {say('pages.not.translated.mark')}
                </span>
              </>
            )}
          </button>
        ))}
      </div>
      {untranslated.length > 0 && (
        <details className="mb-4 text-sm text-ink-soft">
          <summary className="cursor-pointer">
            {say('pages.gaps', { count: String(untranslated.length) })}
          </summary>
          <ul className="mt-2 list-disc pl-5">
            {untranslated.map((g) => (
              <li key={g.slug}>
                {say('pages.gaps.line', {
                  page: NAMES[g.slug],
                  languages: g.missing.map((m) => LANGUAGE_NAMES[m.lang]).join(', '),
                })}
              </li>
            ))}
          </ul>
        </details>
      )}
      {page && settings.data && lang !== 'en' ? (
        <TranslationPanel key={`${page.slug}-${lang}`} page={page} lang={lang} />
      ) : page && settings.data ? (
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
      setNotice({ ok: true, text: say('page.saved') })
      void invalidate()
    },
    onError: (err) =>
      setNotice({
        ok: false,
        text: refusal(err),
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
        <TextField label={say('page.title')} value={title} onChange={setTitle} />
        <TextField label={say('page.summary')} value={summary} onChange={setSummary} />
        <label className="flex flex-col gap-1 text-sm font-semibold text-ink">
          {say('page.markdown')}
          <textarea
            className={`${inputClass} min-h-[28rem] font-mono text-xs leading-relaxed`}
            value={markdown}
            onChange={(e) => setMarkdown(e.target.value)}
          />
        </label>
        <p className="text-xs text-ink-soft">
          {say('page.placeholders', { list: written(Object.keys(known), ' ') })}
        </p>
        {unknown.length > 0 && (
          <p role="alert" className="text-sm text-error">
            {say('page.unknown', { list: written(unknown, ', ') })}
          </p>
        )}
        <NoticeAndSave
          notice={notice}
          canSave={Object.keys(changes).length > 0}
          pending={save.isPending}
          label={say('page.save')}
        />
      </div>
      <section aria-label={say('page.preview')} className={`${panelClass} min-w-0`}>
        <p className="mb-3 text-xs font-semibold uppercase tracking-widest text-turmeric-deep">
          {say('page.preview')}
        </p>
        <h2 className="text-3xl">{fillPlaceholders(title, settings)}</h2>
        <p className="mt-2 text-ink-soft">{fillPlaceholders(summary, settings)}</p>
        <div className="mt-6">
          <Markdown source={fillPlaceholders(markdown, settings)} />
        </div>
      </section>
    </form>
  )
}

/** One page in one language: its saved translation loaded, then edited beside the English text. */
function TranslationPanel({ page, lang }: { page: SitePageView; lang: TranslatedLanguage }) {
  const translations = useQuery(pageTranslationsQuery(page.slug))
  const current = translations.data?.translations.find((x) => x.lang === lang)
  if (!current || !translations.data)
    return (
      <ListState loading={translations.isPending} error={translations.error} empty={false} emptyText="" />
    )
  return (
    <TranslationForm
      key={`${lang}-${current.version}`}
      english={translations.data.page}
      translation={current}
    />
  )
}

const placeholdersOf = (text: string) => new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]!))

function TranslationForm({
  english,
  translation,
}: {
  english: SitePageView
  translation: SitePageTranslationView
}) {
  const invalidate = useInvalidate()
  const lang = translation.lang
  const [values, setValues] = useState<Record<PageTranslatedField, string>>({
    title: translation.title ?? '',
    summary: translation.summary ?? '',
    markdown: translation.markdown ?? '',
  })
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null)
  const set = (field: PageTranslatedField) => (value: string) => setValues((v) => ({ ...v, [field]: value }))
  // an emptied field is sent as null: not translated, the shop shows English there
  const changes: Partial<Record<PageTranslatedField, string | null>> = {}
  for (const field of ['title', 'summary', 'markdown'] as const) {
    const value = values[field].trim() === '' ? null : values[field]
    if (value !== translation[field]) changes[field] = value
  }
  const inEnglish = placeholdersOf(english.markdown)
  const here = placeholdersOf(values.markdown)
  const lost = values.markdown.trim() === '' ? [] : [...inEnglish].filter((n) => !here.has(n))
  const unknown = [...here].filter((n) => !inEnglish.has(n))
  const save = useMutation({
    mutationFn: () => savePageTranslation(english.slug, lang, { ...changes, version: translation.version }),
    onSuccess: () => {
      setNotice({ ok: true, text: say('translation.saved') })
      void invalidate()
    },
    onError: (err) =>
      setNotice({
        ok: false,
        text: refusal(err),
      }),
  })
  const hint = (field: PageTranslatedField) => (values[field].trim() === '' ? NOT_TRANSLATED : undefined)
  return (
    <form
      className="grid gap-6 lg:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault()
        setNotice(null)
        save.mutate()
      }}
    >
      <section
        aria-label={say('translation.english.label')}
        className={`${panelClass} flex min-w-0 flex-col gap-3`}
      >
        <p className="text-xs font-semibold uppercase tracking-widest text-turmeric-deep">
          {say('translation.english')}
        </p>
        <h2 className="text-2xl">{english.title}</h2>
        <p className="text-ink-soft">{english.summary}</p>
        <pre className="max-h-[32rem] overflow-auto whitespace-pre-wrap rounded-lg bg-sand/50 p-3 font-mono text-xs leading-relaxed">
          {english.markdown}
        </pre>
      </section>
      <div className={`${panelClass} flex min-w-0 flex-col gap-4`}>
        <TextField
          label={say('page.title')}
          lang={lang}
          value={values.title}
          onChange={set('title')}
          hint={hint('title')}
        />
        <TextField
          label={say('page.summary')}
          lang={lang}
          value={values.summary}
          onChange={set('summary')}
          hint={hint('summary')}
        />
        <label className="flex flex-col gap-1 text-sm font-semibold text-ink">
          {say('page.markdown')}
          <textarea
            lang={lang}
            aria-describedby={`translation-markdown-${lang}`}
            className={`${inputClass} min-h-[28rem] font-mono text-xs leading-relaxed`}
            value={values.markdown}
            onChange={(e) => set('markdown')(e.target.value)}
          />
        </label>
        <p id={`translation-markdown-${lang}`} className="text-xs text-ink-soft">
          {values.markdown.trim() === '' ? NOT_TRANSLATED : say('translation.keep.placeholders')}
        </p>
        {(lost.length > 0 || unknown.length > 0) && (
          <p role="alert" className="text-sm text-error">
            {lost.length > 0 && `${say('translation.lost', { list: written(lost, ', ') })} `}
            {unknown.length > 0 && say('translation.unknown', { list: written(unknown, ', ') })}
          </p>
        )}
        <NoticeAndSave
          notice={notice}
          canSave={Object.keys(changes).length > 0}
          pending={save.isPending}
          label={say('translation.save')}
        />
      </div>
    </form>
  )
}

/** What the last save said, and the save button (disabled while nothing changed or a save is under way). */
function NoticeAndSave({
  notice,
  canSave,
  pending,
  label,
}: {
  notice: { ok: boolean; text: string } | null | undefined
  canSave: boolean
  pending: boolean
  label: string
}) {
  return (
    <>
      {notice && (
        <p
          role={notice.ok ? 'status' : 'alert'}
          className={notice.ok ? 'text-sm text-success' : 'text-sm text-error'}
        >
          {notice.text}
        </p>
      )}
      <div>
        <Button type="submit" disabled={!canSave || pending}>
          {pending ? say('save.saving') : label}
        </Button>
      </div>
    </>
  )
}
