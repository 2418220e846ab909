// Loaded before the server by `npm start` (`node --import=./src/server/process-setup.js … src/server/main.ts`): what
// must be settled before the first module loads (decision record 027). Plain JavaScript: it runs before any
// TypeScript, and is what lets the TypeScript be read already stripped.
import path from 'node:path'
import process from 'node:process'
import { buildIfStale } from './build-check.js'
import { registerQuickResolution } from './module-resolution.js'
import { MALLOC_TUNABLES, mallocIsTuned } from './process-settings.js'
import { registerStrippedSources } from './stripped-sources.js'

// 1. malloc's arenas are read by the C library when the process starts: on Linux the process starts itself again
// (same pid, same flags and arguments) with them set, unless they are set already (a C library other than glibc
// ignores the setting; the restart costs a few tens of milliseconds once). Not when another
// process speaks to this one over an IPC channel (a cluster's API process, a test's fork): that channel would not
// survive, and whoever started it passes the setting on (cluster workers inherit it).
if (
  process.platform === 'linux' &&
  !mallocIsTuned(process.env) &&
  !process.channel &&
  typeof process.execve === 'function'
) {
  process.execve(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
    ...process.env,
    GLIBC_TUNABLES: MALLOC_TUNABLES,
  })
}

const root = path.join(import.meta.dirname, '../..')

// 2. `npm start` (its `--build-if-stale` after src/server/main.ts): the storefront's and the server's builds checked
// against their sources, one stat a file, and whichever is stale built again in a child process before anything
// else loads (src/server/build-check.js). Once, in this process after its restart; not in a cluster's API
// processes, which their primary checked for.
if (process.argv.slice(2).includes('--build-if-stale') && !process.env.NODE_UNIQUE_ID) buildIfStale(root)

// 3. The server's TypeScript stripped of its types ahead (scripts/server-build.ts, into dist/server; npm start builds
// it when a source changed): read from there, Node never loads its TypeScript stripper, a WebAssembly compiler that holds about
// 18 MiB for the life of the process. A file changed since the build is stripped by Node as usual
// (src/server/stripped-sources.js). Node's compile cache, which did this before, keeps every module's cache in
// memory for the life of the process (about 11 MiB): not used.
registerStrippedSources({ root, outDir: path.join(root, 'dist/server') })

// 4. Modules resolved without asking Node for a package.json at every import (src/server/module-resolution.js).
registerQuickResolution()
