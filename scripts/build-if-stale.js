// `npm start`'s prestart step (decision record 027): the storefront's build (dist/web) and the server's bundle
// (dist/server) checked against their sources, one stat a file against what each build recorded, and whichever is
// stale built again before npm starts the server, so a changed source is never run as old code. On an unchanged
// tree nothing is built or written. Plain JavaScript: Node's TypeScript stripper never loads for the check.
import path from 'node:path'
import { BuildFailed, buildIfStale } from './lib/build-check.js'

try {
  buildIfStale(path.resolve(import.meta.dirname, '..'))
} catch (err) {
  if (!(err instanceof BuildFailed)) throw err
  console.error(err.message)
  process.exit(err.status)
}
