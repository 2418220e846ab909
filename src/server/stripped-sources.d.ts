// The types of stripped-sources.js (plain JavaScript, read before any TypeScript loads).
export declare const MANIFEST: string
export declare function sourceHash(source: Buffer | string): string
export declare function strippedPath(outDir: string, relative: string): string
export declare function registerStrippedSources(where: { root: string; outDir: string }): boolean
