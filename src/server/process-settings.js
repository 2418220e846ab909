// What the server process is started with beyond its Node flags (decision record 027), in one place for
// `process-setup.js` (npm start) and the scripts that start the server as npm start does (tests, bench).
// Plain JavaScript: it is read before any TypeScript is loaded.

/**
 * glibc's malloc, for a Node process on Linux. Two arenas instead of eight per core: every thread that allocates
 * (libuv's pool compressing replies, V8's compiler and GC threads) otherwise gets an arena of its own, each grown
 * and fragmented apart, about 55 MiB of one process under load. And a fixed 128 KiB threshold for giving memory
 * back: blocks from 128 KiB (a compressor's window, a large reply) are mapped and unmapped on their own, and free
 * memory over 128 KiB at an arena's top is returned, where glibc would raise both thresholds as the process
 * runs (about 20 MiB more under the bench's load). Ignored by other C libraries.
 */
export const MALLOC_TUNABLES =
  'glibc.malloc.arena_max=2:glibc.malloc.trim_threshold=131072:glibc.malloc.mmap_threshold=131072'

/** Whether the process's environment already says how malloc is to behave (then it is left as it is). */
/** @param {Record<string, string | undefined>} env */
export function mallocIsTuned(env) {
  return Boolean(env.GLIBC_TUNABLES || env.MALLOC_ARENA_MAX)
}
