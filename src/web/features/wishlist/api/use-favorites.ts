import { useQuery } from '@tanstack/react-query'
import { queryClient } from '#web/lib/query-client.ts'
import { favoritesQuery } from './get-favorites.ts'

export function useFavorites(enabled = true) {
  return useQuery({ ...favoritesQuery(), enabled }, queryClient)
}
