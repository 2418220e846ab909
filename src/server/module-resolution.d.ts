// The types of module-resolution.js (plain JavaScript, read before any TypeScript loads).
import type module from 'node:module'

export declare function quickResolve(): module.ResolveHookSync
export declare function registerQuickResolution(): boolean
