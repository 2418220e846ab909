// Loaded before the server by `npm start` (`node --import=./src/server/process-setup.js … src/server/main.ts`): what
// must be settled before the first module loads (decision record 027). Plain JavaScript: it runs before any
// TypeScript, and is what lets the TypeScript be read already stripped.
import path from 'node:path'
import process from 'node:process'
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

// 2. The server's TypeScript stripped of its types ahead (scripts/server-build.ts, which npm start runs first, into
// dist/server): read from there, Node never loads its TypeScript stripper, a WebAssembly compiler that holds about
// 18 MiB for the life of the process. A file changed since the build is stripped by Node as usual
// (src/server/stripped-sources.js). Node's compile cache, which did this before, keeps every module's cache in
// memory for the life of the process (about 11 MiB): not used.
const root = path.join(import.meta.dirname, '../..')
registerStrippedSources({ root, outDir: path.join(root, 'dist/server') })
