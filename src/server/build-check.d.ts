// The types of build-check.js (plain JavaScript, read before any TypeScript loads).
import type { Stats } from 'node:fs'

export type Stamp = { size: number; mtimeMs: number }
export declare const SERVER_SOURCES: string[]
export declare const WEB_SOURCES: string[]
export declare const WEB_MANIFEST: string
export declare const MANIFEST: string
export declare function isServerModule(name: string): boolean
export declare function listSources(
  root: string,
  entries: readonly string[],
  include?: (name: string) => boolean,
): string[]
export declare function stampOf(stat: Stats): Stamp
export declare function stampSources(root: string, files: readonly string[]): Record<string, Stamp>
export declare function changedSources(
  root: string,
  recorded: Record<string, Stamp>,
  current: readonly string[],
): string[]
export declare function readServerManifest(
  outDir: string,
): { node: string; files: Record<string, Stamp & { hash: string }> } | undefined
export declare function serverBuildChanges(where: {
  root: string
  outDir?: string
  sources?: readonly string[]
}): string[] | undefined
export declare function webBuildChanges(root: string): string[] | undefined
export declare function buildIfStale(root: string): { web: 'fresh' | 'built'; server: 'fresh' | 'built' }
