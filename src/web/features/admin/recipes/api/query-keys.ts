// The recipes' query keys (under the shell's 'admin', which every back-office write invalidates).
export const recipeKeys = {
  list: ['admin', 'recipes'] as const,
  detail: (id: string | undefined) => ['admin', 'recipe', id] as const,
}
