// The few web-platform globals that both Node and browsers have, for type-checking src/domain without the DOM
// or Node type libraries (tsconfig.domain.json): a rule there may use them, and nothing else of either runtime.

declare class URLSearchParams {
  constructor(init?: string | Record<string, string> | string[][] | URLSearchParams)
  append(name: string, value: string): void
  delete(name: string): void
  get(name: string): string | null
  getAll(name: string): string[]
  has(name: string): boolean
  set(name: string, value: string): void
  toString(): string
  entries(): IterableIterator<[string, string]>
  [Symbol.iterator](): IterableIterator<[string, string]>
}
