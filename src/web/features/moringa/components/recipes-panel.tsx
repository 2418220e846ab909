import { ChevronDown, Clock, Users } from 'lucide-react'
import '#web/lib/i18n/messages/moringa-page.en.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { Accordion } from '#web/ui/accordion.tsx'
import { cardClass } from '#web/ui/card.tsx'
import { RECIPE_GROUPS } from '../moringa-content.ts'
import { linesOf, useMoringaText } from '../moringa-texts.ts'

export function RecipesPanel() {
  const { t } = useT()
  const say = useMoringaText()
  const first = RECIPE_GROUPS[0]?.recipes[0]
  const count = RECIPE_GROUPS.reduce((n, g) => n + g.recipes.length, 0)
  return (
    <div>
      <h2 className="text-3xl">{t('moringa.page.recipes.title', { count })}</h2>
      <p className="mt-2 max-w-2xl text-ink-soft">{t('moringa.page.recipes.lead')}</p>
      <div className="mt-8 grid gap-10 lg:grid-cols-2">
        {RECIPE_GROUPS.map((group) => (
          <section key={group.key} aria-labelledby={`group-${group.key}`}>
            <h3 id={`group-${group.key}`} className="text-2xl">
              {say(`group.${group.key}.title`)}
            </h3>
            <p className="mt-1 text-sm text-ink-soft">{say(`group.${group.key}.intro`)}</p>
            <Accordion.Root
              type="multiple"
              defaultValue={first && group.recipes.includes(first) ? [first] : []}
              className="mt-4 flex flex-col gap-3"
            >
              {group.recipes.map((r) => (
                <Accordion.Item key={r} value={r} className={`${cardClass} overflow-hidden`}>
                  <Accordion.Header asChild>
                    <h4>
                      <Accordion.Trigger className="group flex w-full items-start justify-between gap-4 p-5 text-left hover:bg-sand/40">
                        <span>
                          <span className="block font-serif text-lg text-leaf-deep">
                            {say(`recipe.${r}.name`)}
                          </span>
                          <span className="mt-1 block text-sm text-ink-soft">{say(`recipe.${r}.text`)}</span>
                          <span className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs font-medium text-ink-soft">
                            <span className="inline-flex items-center gap-1">
                              <Clock aria-hidden="true" className="h-3.5 w-3.5" />
                              {say(`recipe.${r}.time`)}
                            </span>
                            <span className="inline-flex items-center gap-1">
                              <Users aria-hidden="true" className="h-3.5 w-3.5" />
                              {t('moringa.page.recipes.makes', { serves: say(`recipe.${r}.serves`) })}
                            </span>
                          </span>
                        </span>
                        <ChevronDown
                          aria-hidden="true"
                          className="mt-1 h-5 w-5 shrink-0 text-leaf transition-transform duration-200 group-data-[state=open]:rotate-180"
                        />
                      </Accordion.Trigger>
                    </h4>
                  </Accordion.Header>
                  <Accordion.Content className="border-t border-line px-5 pt-4 pb-5">
                    <div className="grid gap-6 sm:grid-cols-[1fr_1.3fr]">
                      <div>
                        <p className="text-xs font-semibold tracking-wider text-leaf uppercase">
                          {t('moringa.page.recipes.ingredients')}
                        </p>
                        <ul className="mt-2 flex flex-col gap-1.5 text-sm text-ink">
                          {linesOf(say(`recipe.${r}.ingredients`)).map((item) => (
                            <li key={item} className="flex gap-2">
                              <span
                                aria-hidden="true"
                                className="mt-1.5 h-1.5 w-1.5 shrink-0 rounded-full bg-leaf"
                              />
                              {item}
                            </li>
                          ))}
                        </ul>
                      </div>
                      <div>
                        <p className="text-xs font-semibold tracking-wider text-leaf uppercase">
                          {t('moringa.page.recipes.instructions')}
                        </p>
                        <ol className="mt-2 flex flex-col gap-2 text-sm text-ink">
                          {linesOf(say(`recipe.${r}.steps`)).map((step, i) => (
                            <li key={step} className="flex gap-3">
                              <span
                                aria-hidden="true"
                                className="inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-leaf-soft text-xs font-semibold text-leaf-deep"
                              >
                                {i + 1}
                              </span>
                              {step}
                            </li>
                          ))}
                        </ol>
                      </div>
                    </div>
                  </Accordion.Content>
                </Accordion.Item>
              ))}
            </Accordion.Root>
          </section>
        ))}
      </div>
    </div>
  )
}
