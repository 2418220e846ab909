// A recipe as the back office's form edits it (text boxes) and as the server's contract takes it.
import type { Recipe } from '#domain/contracts/catalogue.ts'

export interface Draft {
  name: string
  title: string
  category: string
  prep_time: string
  servings: string
  difficulty: string
  image: string
  description: string
  longDescription: string
  ingredients: string
  instructions: string
  pro_tips: string
  tags: string
}

const linesOf = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)

export function toInput(d: Draft) {
  return {
    name: d.name,
    title: d.title,
    category: d.category,
    prep_time: d.prep_time,
    servings: Number(d.servings),
    difficulty: d.difficulty,
    image: d.image,
    description: d.description,
    longDescription: d.longDescription,
    ingredients: linesOf(d.ingredients),
    instructions: linesOf(d.instructions),
    pro_tips: linesOf(d.pro_tips),
    tags: d.tags
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
  }
}

export function fromRecipe(r?: Recipe): Draft {
  return {
    name: r?.name ?? '',
    title: r?.title ?? '',
    category: r?.category ?? 'Breakfast',
    prep_time: r?.prep_time ?? '10 mins',
    servings: String(r?.servings ?? 2),
    difficulty: r?.difficulty ?? 'Easy',
    image: r?.image ?? '',
    description: r?.description ?? '',
    longDescription: r?.longDescription ?? '',
    ingredients: (r?.ingredients ?? []).join('\n'),
    instructions: (r?.instructions ?? []).join('\n'),
    pro_tips: (r?.pro_tips ?? []).join('\n'),
    tags: (r?.tags ?? []).join(', '),
  }
}
