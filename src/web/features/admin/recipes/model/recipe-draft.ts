// A recipe as the back office's form edits it (text boxes) and as the server's contract takes it.
import { z } from 'zod'
import { recipeCreateInput, recipeUpdateInput } from '#domain/contracts/admin-catalogue.ts'
import type { Recipe } from '#domain/contracts/catalogue.ts'
import { FORM_MESSAGE } from '#web/lib/use-zod-form.ts'

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

const draftShape = z.object({
  name: z.string(),
  title: z.string(),
  category: z.string(),
  prep_time: z.string(),
  servings: z.string(),
  difficulty: z.string(),
  image: z.string(),
  description: z.string(),
  longDescription: z.string(),
  ingredients: z.string(),
  instructions: z.string(),
  pro_tips: z.string(),
  tags: z.string(),
}) satisfies z.ZodType<Draft>

/**
 * The form's schema (useZodForm, decision 037): the draft turned into the contract's body and checked by the
 * contract the server checks with, each problem under the box it came from (a line of 'Steps' under 'Steps'), the
 * first one a box; gives the body to send.
 */
export const recipeForm = (creating: boolean) =>
  draftShape
    .superRefine((draft, ctx) => {
      const checked = (creating ? recipeCreateInput : recipeUpdateInput).safeParse(toInput(draft))
      if (checked.success) return
      const seen = new Set<string>()
      for (const issue of checked.error.issues) {
        const key = issue.path.length > 0 ? String(issue.path[0]) : FORM_MESSAGE
        if (seen.has(key)) continue
        seen.add(key)
        ctx.addIssue({ code: 'custom', message: issue.message, path: key.split('.') })
      }
    })
    .transform(toInput)
