// English texts of the storefront's pages (the reference; decision 058). The spec's texts stay exactly as written.
export const pagesEn = {} as const satisfies Record<string, string | { other: string; one?: string }>
