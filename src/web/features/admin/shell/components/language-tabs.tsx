// The language tab row of the product, recipe and category edit screens (decision 059): English is the item's own
// form; each other language shows its fields beside the English text, marks the ones shoppers see in English, and
// saves naming the version it was edited from (decision 040). The back office's own texts stay English.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useId, useState } from 'react'
import {
  type TranslationLanguageView,
  type TranslationView,
  translationLanguageView,
} from '#domain/contracts/admin-translations.ts'
import type { TranslatedLanguage } from '#domain/contracts/catalogue.ts'
import { adminKeys } from '#web/features/admin/shell/api/query-keys.ts'
import { ListState, panelClass } from '#web/features/admin/shell/components/admin-ui.tsx'
import {
  changedMeanwhile,
  latestOf,
  StaleEditNotice,
} from '#web/features/admin/shell/components/stale-edit.tsx'
import { Button } from '#web/ui/button.tsx'
import { Field, inputClass } from '#web/ui/field.tsx'
import { toast } from '#web/ui/toast.tsx'
import { adminSay } from '../admin-texts.ts'
import { saveTranslation, type TranslationKind, translationsQuery } from '../api/translations.ts'
import { shellTexts } from '../texts.en.ts'

const say = adminSay(shellTexts)

/** The tabs, each language named in its own script. */
export const LANGUAGE_TABS = [
  ['en', 'English'],
  ['hi', 'हिन्दी'],
  ['te', 'తెలుగు'],
  ['ta', 'தமிழ்'],
  ['kn', 'ಕನ್ನಡ'],
  ['ml', 'മലയാളം'],
] as const
type Tab = (typeof LANGUAGE_TABS)[number][0]

/** A language's name in English, for the back office's own texts. */
export const LANGUAGE_NAMES: Record<TranslatedLanguage, string> = {
  hi: say('language.hi'),
  te: say('language.te'),
  ta: say('language.ta'),
  kn: say('language.kn'),
  ml: say('language.ml'),
}

type FieldKind = 'line' | 'text' | 'list'
/** The fields a shopper reads, by kind of item, as the back office labels them. */
export const TRANSLATION_FIELDS: Record<TranslationKind, [string, string, FieldKind][]> = {
  product: [
    ['name', say('translation.field.name'), 'line'],
    ['description', say('translation.field.description'), 'text'],
    ['benefits', say('translation.field.benefits'), 'list'],
    ['ingredients', say('translation.field.ingredients'), 'text'],
    ['usage_info', say('translation.field.usage'), 'text'],
    ['storage_info', say('translation.field.storage'), 'text'],
  ],
  recipe: [
    ['name', say('translation.field.name'), 'line'],
    ['title', say('translation.field.title'), 'line'],
    ['description', say('translation.field.description'), 'text'],
    ['ingredients', say('translation.field.ingredients'), 'list'],
    ['instructions', say('translation.field.steps'), 'list'],
  ],
  category: [['name', say('translation.field.name'), 'line']],
}

export const NOT_TRANSLATED = say('translation.not.translated')

/**
 * The tab row and its panels: `children` (the item's English form) stays mounted while another language is open,
 * so its unsaved edits are kept.
 */
export function LanguageTabs({
  kind,
  id,
  readOnly = false,
  children,
}: {
  kind: TranslationKind
  id: number
  readOnly?: boolean
  children: ReactNode
}) {
  const [tab, setTab] = useState<Tab>('en')
  const view = useQuery(translationsQuery(kind, id))
  const base = useId()
  const lacking = (lang: Tab) =>
    lang !== 'en' && (view.data?.languages.find((l) => l.lang === lang)?.missing.length ?? 0) > 0
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div
        role="tablist"
        aria-label={say('translation.tabs')}
        className="flex flex-wrap gap-x-1 border-b border-line"
      >
        {LANGUAGE_TABS.map(([code, label]) => (
          <button
            key={code}
            type="button"
            role="tab"
            id={`${base}-tab-${code}`}
            aria-controls={`${base}-panel-${code}`}
            aria-selected={tab === code}
            lang={code}
            onClick={() => setTab(code)}
            className={`-mb-px flex min-h-11 shrink-0 items-center gap-1.5 border-b-2 px-2 text-sm sm:px-3 font-semibold ${
              tab === code ? 'border-leaf text-leaf-deep' : 'border-transparent text-ink-soft hover:text-ink'
            }`}
          >
            {label}
            {lacking(code) && (
              <span
                className="size-2 rounded-full bg-turmeric"
                role="img"
                aria-label={say('translation.lacking', {
                  language: code === 'en' ? '' : LANGUAGE_NAMES[code],
                })}
              />
            )}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${base}-panel-en`} aria-labelledby={`${base}-tab-en`} hidden={tab !== 'en'}>
        {children}
      </div>
      {tab !== 'en' && (
        <div role="tabpanel" id={`${base}-panel-${tab}`} aria-labelledby={`${base}-tab-${tab}`}>
          {view.data ? (
            <TranslationEditor
              key={tab}
              kind={kind}
              id={id}
              lang={tab}
              view={view.data}
              readOnly={readOnly}
            />
          ) : (
            <ListState loading={view.isPending} error={view.error} empty={false} emptyText="" />
          )}
        </div>
      )}
    </div>
  )
}

type Values = Record<string, string>

/** A language's saved fields as the form holds them: a list one line per item, nothing as ''. */
function toValues(kind: TranslationKind, fields: TranslationLanguageView['fields']): Values {
  return Object.fromEntries(
    TRANSLATION_FIELDS[kind].map(([name]) => {
      const v = fields[name]
      return [name, Array.isArray(v) ? v.join('\n') : (v ?? '')]
    }),
  )
}

/** A form value as the save sends it: a list's non-empty lines, a text trimmed; empty is null (English shows). */
function toField(type: FieldKind, value: string): string | string[] | null {
  if (type === 'list') {
    const lines = value
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean)
    return lines.length > 0 ? lines : null
  }
  const v = value.trim()
  return v === '' ? null : v
}

/** A box about as tall as the English beside it (a script may run longer): 3 to 10 rows. */
const rowsFor = (type: FieldKind, english: string) =>
  Math.min(
    10,
    Math.max(3, type === 'list' ? english.split('\n').length + 1 : Math.ceil(english.length / 45) + 1),
  )

const englishText = (v: TranslationView['english'][string] | undefined) =>
  Array.isArray(v) ? v.join('\n') : (v ?? '')

function TranslationEditor({
  kind,
  id,
  lang,
  view,
  readOnly,
}: {
  kind: TranslationKind
  id: number
  lang: TranslatedLanguage
  view: TranslationView
  readOnly: boolean
}) {
  const queryClient = useQueryClient()
  const loaded = view.languages.find((l) => l.lang === lang)!
  // the language as the form was loaded (or last saved, or re-based): its version is the one a save names
  const [base, setBase] = useState<TranslationLanguageView>(loaded)
  const [values, setValues] = useState<Values>(() => toValues(kind, loaded.fields))
  const [conflict, setConflict] = useState<{ latest: TranslationLanguageView; message: string } | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const fields = TRANSLATION_FIELDS[kind]
  const labels = Object.fromEntries(fields.map(([name, label]) => [name, label]))
  const baseValues = toValues(kind, base.fields)
  // the fields the person changed from what the form loaded (or last saved, or re-based)
  const edited = fields.filter(([name]) => values[name] !== baseValues[name]).map(([name]) => name)

  const save = useMutation({
    // only the fields the person changed (decision 040), with the version they were edited from
    mutationFn: ({ version, names }: { version: number; names: string[] }) => {
      const body: Record<string, unknown> = { version }
      for (const [name, , type] of fields)
        if (names.includes(name)) body[name] = toField(type, values[name] ?? '')
      return saveTranslation(kind, id, lang, body)
    },
    onSuccess: ({ data }) => {
      queryClient.invalidateQueries({ queryKey: adminKeys.all })
      setBase(data)
      setValues(toValues(kind, data.fields))
      setConflict(null)
      setProblem(null)
      toast.success(say('translation.saved', { language: LANGUAGE_NAMES[lang] }))
    },
    onError: (err) => {
      const latest = latestOf(translationLanguageView, err)
      if (latest) return setConflict({ latest, message: err.message })
      setProblem(err.message)
    },
  })

  /** Takes the latest as the base with the person's changes on top (theirs kept elsewhere), and saves. */
  const applyToLatest = () => {
    if (!conflict) return
    const { latest } = conflict
    const mine = Object.fromEntries(edited.map((name) => [name, values[name] ?? '']))
    setBase(latest)
    setValues({ ...toValues(kind, latest.fields), ...mine })
    setConflict(null)
    save.mutate({ version: latest.version, names: edited })
  }

  return (
    <form
      noValidate
      lang="en"
      onSubmit={(e) => {
        e.preventDefault()
        save.mutate({ version: base.version, names: edited })
      }}
      className={`${panelClass} flex flex-col gap-5`}
      aria-label={say('translation.form', { language: LANGUAGE_NAMES[lang] })}
    >
      <p className="text-sm text-ink-soft">
        {say(base.version === 0 ? 'translation.intro.unsaved' : 'translation.intro', {
          language: LANGUAGE_NAMES[lang],
        })}
      </p>
      {conflict && (
        <StaleEditNotice
          message={conflict.message}
          fields={changedMeanwhile(baseValues, toValues(kind, conflict.latest.fields), values, labels)}
          onApply={applyToLatest}
          applying={save.isPending}
        />
      )}
      {problem && (
        <div role="alert" className="rounded-lg bg-error-soft px-4 py-3 text-sm text-error">
          {problem}
        </div>
      )}
      <fieldset disabled={readOnly} className="contents">
        {fields.map(([name, label, type]) => {
          const english = englishText(view.english[name])
          const missing = base.missing.includes(name)
          return (
            <div key={name} className="grid min-w-0 gap-2 sm:grid-cols-2 sm:gap-4">
              <div className="flex min-w-0 flex-col gap-1.5">
                <span className="text-sm font-semibold">
                  {say('translation.english.label', { field: label })}
                </span>
                <p
                  lang="en"
                  data-testid={`english-${name}`}
                  className="min-h-11 whitespace-pre-line break-words rounded-lg bg-sand px-3 py-2.5 text-sm text-ink-soft"
                >
                  {english || '—'}
                </p>
              </div>
              <Field
                label={say('translation.field.label', { field: label, language: LANGUAGE_NAMES[lang] })}
                hint={
                  missing && english
                    ? NOT_TRANSLATED
                    : type === 'list'
                      ? say('translation.one.per.line')
                      : undefined
                }
              >
                {(a11y) =>
                  type === 'line' ? (
                    <input
                      {...a11y}
                      lang={lang}
                      className={inputClass}
                      value={values[name] ?? ''}
                      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
                    />
                  ) : (
                    <textarea
                      {...a11y}
                      lang={lang}
                      rows={rowsFor(type, english)}
                      className={`${inputClass} h-auto py-3`}
                      value={values[name] ?? ''}
                      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
                    />
                  )
                }
              </Field>
            </div>
          )
        })}
      </fieldset>
      {!readOnly && (
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={save.isPending || edited.length === 0}>
            {save.isPending
              ? say('translation.saving')
              : say('translation.save', { language: LANGUAGE_NAMES[lang] })}
          </Button>
          {edited.length > 0 && (
            <Button
              type="button"
              variant="ghost"
              onClick={() => {
                setValues(baseValues)
                setProblem(null)
              }}
            >
              {say('translation.undo')}
            </Button>
          )}
        </div>
      )}
    </form>
  )
}
