// English texts of the storefront's shell (the reference; decision 058). The spec's texts stay exactly as written.
export const shellEn = {} as const satisfies Record<string, string | { other: string; one?: string }>
