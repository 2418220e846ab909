import { describe, expect, it } from 'vitest'
import { buildPagination, pageOffset } from './pagination.ts'

describe('pagination', () => {
  it('describes the page it is on', () => {
    expect(buildPagination(1, 20, 45)).toEqual({
      page: 1,
      per_page: 20,
      total: 45,
      total_pages: 3,
      has_next: true,
      has_prev: false,
    })
    expect(buildPagination(3, 20, 45)).toMatchObject({ has_next: false, has_prev: true })
    expect(buildPagination(1, 20, 0)).toMatchObject({ total_pages: 0, has_next: false, has_prev: false })
    expect(buildPagination(1, 20, 20)).toMatchObject({ total_pages: 1, has_next: false })
  })

  it('turns a page into an offset', () => {
    expect(pageOffset(1, 20)).toBe(0)
    expect(pageOffset(4, 10)).toBe(30)
  })
})
