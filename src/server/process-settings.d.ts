// The types of process-settings.js (plain JavaScript, read before any TypeScript loads).
export declare const MALLOC_TUNABLES: string
export declare function mallocIsTuned(env: Record<string, string | undefined>): boolean
