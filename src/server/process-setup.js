// Loaded before the server by `npm start` (`node --import=./src/server/process-setup.js … src/server/main.ts`): what
// must be settled before the first module loads (decision record 027). Plain JavaScript: it runs before any
// TypeScript, and is what lets the TypeScript be read from the cache.
import module from 'node:module'
import path from 'node:path'
import process from 'node:process'
import { MALLOC_TUNABLES, mallocIsTuned } from './process-settings.js'

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

// 2. Node's compile cache: the server's TypeScript, stripped of its types, and V8's code for it are kept on disk,
// so a start after the first neither loads Node's TypeScript stripper (a WebAssembly compiler that holds about
// 18 MiB for the life of the process) nor compiles the same code again. NODE_COMPILE_CACHE names another folder;
// NODE_DISABLE_COMPILE_CACHE=1 turns it off.
module.enableCompileCache(
  process.env.NODE_COMPILE_CACHE ??
    path.join(import.meta.dirname, '../../node_modules/.cache/node-compile-cache'),
)
