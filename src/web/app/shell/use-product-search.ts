import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { SearchResult } from '#domain/contracts/catalogue.ts'
import { searchProductsQuery } from '#web/features/catalogue/api/search-products.ts'

export interface ProductSearch {
  /** The latest results; while a new term is on its way the previous results stay on screen. */
  results: SearchResult[]
  /** The reply for the current term has arrived (or failed). */
  settled: boolean
  failed: boolean
}

/**
 * Searches through the shared query cache without a query observer: the header is on every page, and
 * keeping useQuery out of it keeps the first page's JavaScript inside its budget.
 */
export function useProductSearch(term: string): ProductSearch {
  const client = useQueryClient()
  const [reply, setReply] = useState<{ term: string; results: SearchResult[]; failed: boolean }>({
    term: '',
    results: [],
    failed: false,
  })

  useEffect(() => {
    if (term === '') return
    let current = true
    client.fetchQuery({ ...searchProductsQuery(term), retry: false }).then(
      (results) => {
        if (current) setReply({ term, results, failed: false })
      },
      () => {
        // docs/product.md, Error catalogue: on search failure the results are emptied silently.
        if (current) setReply({ term, results: [], failed: true })
      },
    )
    return () => {
      current = false
    }
  }, [client, term])

  if (term === '') return { results: [], settled: false, failed: false }
  const settled = reply.term === term
  return { results: reply.results, settled, failed: settled && reply.failed }
}
