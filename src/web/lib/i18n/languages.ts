// The storefront's languages and their addresses live in the domain (the server renders per language too).
export * from '#domain/languages.ts'
