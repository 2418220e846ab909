// Builds the web app when its sources are newer than the last build (or there is none).
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const builtIndex = path.join(root, 'dist/web/index.html')
const sources = ['src/web', 'src/domain', 'public', 'index.html', 'vite.config.ts', 'package-lock.json']

function newestMtime(p: string): number {
  if (!existsSync(p)) return 0
  const st = statSync(p)
  if (!st.isDirectory()) return st.mtimeMs
  let newest = st.mtimeMs
  for (const entry of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)))
  return newest
}

export function webBuildIsStale(): boolean {
  if (!existsSync(builtIndex)) return true
  const built = statSync(builtIndex).mtimeMs
  return sources.some((s) => newestMtime(path.join(root, s)) > built)
}

export function buildWeb(): void {
  execFileSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  )
}

if (import.meta.main) {
  if (process.argv.includes('--if-stale') && !webBuildIsStale()) process.exit(0)
  buildWeb()
}
