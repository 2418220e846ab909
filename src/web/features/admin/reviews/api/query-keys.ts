// The reviews' query keys (under the shell's 'admin', which every back-office write invalidates).
export interface ReviewListQuery {
  rating: string
  hidden: string
  reported: string
  held: string
  page: number
}

export const reviewKeys = {
  list: (query: ReviewListQuery) => ['admin', 'reviews', query] as const,
}
