// Builds the web app, and records the size and modification time of each of its sources (WEB_MANIFEST) for
// `npm start`'s check (scripts/lib/build-check.js, decision 027); `--if-stale` builds only when one differs.
import { execFileSync } from 'node:child_process'
import { renameSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { listSources, stampSources, WEB_MANIFEST, WEB_SOURCES, webBuildChanges } from './lib/build-check.js'

const root = path.resolve(import.meta.dirname, '..')

export function webBuildIsStale(): boolean {
  return (webBuildChanges(root)?.length ?? 1) > 0
}

export function buildWeb(): void {
  // Stamped before the build reads them: a file written meanwhile differs from its stamp, and is built next time.
  const files = stampSources(root, listSources(root, WEB_SOURCES))
  const manifest = path.join(root, WEB_MANIFEST)
  rmSync(manifest, { force: true })
  execFileSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
      // Always the production build, whoever asks: a build started under a test runner (NODE_ENV=test) drew its
      // JSX with React's development runtime, which the production React the server loads does not have, and
      // every server render failed.
      env: { ...process.env, NODE_ENV: 'production' },
    },
  )
  writeFileSync(`${manifest}.tmp`, JSON.stringify({ files }))
  renameSync(`${manifest}.tmp`, manifest)
}

if (import.meta.main) {
  if (process.argv.includes('--if-stale') && !webBuildIsStale()) process.exit(0)
  buildWeb()
}
