// The types of build-check.js (plain JavaScript, so that npm start's check loads no TypeScript).
import type { Stats } from 'node:fs'

export type Stamp = { size: number; mtimeMs: number }
export declare const WEB_SOURCES: string[]
export declare const WEB_MANIFEST: string
export declare const SERVER_OUT_DIR: string
export declare const SERVER_RECORD: string
export declare const SERVER_ENTRY: string
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
export declare function serverBuildChanges(root: string): string[] | undefined
export declare function webBuildChanges(root: string): string[] | undefined
export declare class BuildFailed extends Error {
  status: number
  constructor(args: string[], status: number)
}
export declare function buildIfStale(
  root: string,
  which?: { web?: boolean },
): { web: 'fresh' | 'built' | 'left'; server: 'fresh' | 'built' }
