// The owner's FAQ page (decision 043) read as groups of questions, for the FAQ page and the contact page's excerpts.
import { anchorOf } from '#web/lib/markdown.tsx'

export interface FaqGroup {
  id: string
  title: string
  items: { id: string; question: string; answer: string }[]
}

/**
 * The owner's FAQ page (decision 043) as groups of questions: `## Group`, then `### Question {#anchor}` and its
 * answer in Markdown, down to the next heading. A group may name its anchor too (`## समूह {#product-information}`):
 * a translated FAQ keeps the English anchors, so its jump links and icons are the same in every language.
 */
export function faqGroupsOf(markdown: string): FaqGroup[] {
  const groups: FaqGroup[] = []
  for (const line of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const group = /^##\s+(.*?)(?:\s*\{#([\w-]+)\})?$/.exec(line.trim())
    const question = /^###\s+(.*?)(?:\s*\{#([\w-]+)\})?$/.exec(line.trim())
    if (question) {
      const text = question[1]!
      groups.at(-1)?.items.push({ id: question[2] ?? anchorOf(text), question: text, answer: '' })
    } else if (group) groups.push({ id: group[2] ?? anchorOf(group[1]!), title: group[1]!, items: [] })
    else {
      const item = groups.at(-1)?.items.at(-1)
      if (item) item.answer += `${line}\n`
    }
  }
  return groups
}
