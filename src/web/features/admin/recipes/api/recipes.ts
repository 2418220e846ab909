// The recipes in the back office: the list, one recipe, create, change, its picture.
import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { adminRecipeView } from '#domain/contracts/admin-catalogue.ts'
import { dataReply } from '#domain/contracts/common.ts'
import { adminApi } from '#web/features/admin/shell/api/admin-client.ts'
import { recipeKeys } from './query-keys.ts'

const recipeReply = dataReply(adminRecipeView)

/** GET /recipes: every recipe. */
export async function getRecipes() {
  return (await adminApi.get(dataReply(z.array(adminRecipeView)), '/recipes')).data
}

export const recipesQuery = () => queryOptions({ queryKey: recipeKeys.list, queryFn: getRecipes })

/** GET /recipes/{id}. */
export async function getRecipe(id: string | undefined) {
  return (await adminApi.get(recipeReply, `/recipes/${id}`)).data
}

export const recipeQuery = (id: string | undefined) =>
  queryOptions({ queryKey: recipeKeys.detail(id), queryFn: () => getRecipe(id), enabled: id !== undefined })

/** POST /recipes. */
export const createRecipe = (input: unknown) => adminApi.post(recipeReply, '/recipes', input)

/** PATCH /recipes/{id}: with the version the form was edited from (decision 040). */
export const updateRecipe = (id: number, input: unknown) =>
  adminApi.patch(recipeReply, `/recipes/${id}`, input)

/** POST /recipes/{id}/image: the picture (re-encoded by the shop; the upload it replaces is deleted). */
export const uploadRecipePicture = (id: number, file: File) =>
  adminApi.upload(recipeReply, `/recipes/${id}/image`, 'image', file)
