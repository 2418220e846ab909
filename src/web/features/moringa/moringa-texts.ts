// The moringa page's texts by a name built from its content's keys (moringa-content.ts), in the page's language.
import { moringaPageEn } from '#web/lib/i18n/messages/moringa-page.en.ts'
import { useT } from '#web/lib/i18n/use-language.ts'

type MoringaKey = keyof typeof moringaPageEn

const isMoringaKey = (key: string): key is MoringaKey => key in moringaPageEn

/** say('recipe.tea.name') is the text of 'moringa.page.recipe.tea.name'; a name the area lacks shows as itself. */
export function useMoringaText(): (name: string, values?: Record<string, string | number>) => string {
  const { t } = useT()
  return (name, values) => {
    const key = `moringa.page.${name}`
    return isMoringaKey(key) ? t(key, values) : key
  }
}

/** A text of one line per item (a recipe's ingredients or steps), as its items. */
export const linesOf = (text: string): string[] => text.split('\n').filter((line) => line.trim() !== '')
