export interface Pagination {
  page: number
  per_page: number
  total: number
  total_pages: number
  has_next: boolean
  has_prev: boolean
}

export function buildPagination(page: number, perPage: number, total: number): Pagination {
  const totalPages = total === 0 ? 0 : Math.ceil(total / perPage)
  return {
    page,
    per_page: perPage,
    total,
    total_pages: totalPages,
    has_next: page < totalPages,
    has_prev: page > 1,
  }
}

export function pageOffset(page: number, perPage: number): number {
  return (page - 1) * perPage
}

export const PAGE_LIMITS = {
  maxPage: 10_000,
  products: { default: 20, max: 100 },
  recipes: { default: 10, max: 50 },
  orders: { default: 10, max: 50 },
  reviews: { default: 10, max: 50 },
  recentReviews: { default: 6, max: 24 },
} as const
