// Development: the API restarts on change (node --watch) and Vite serves the web app with hot reload, proxying
// /api to the API. Open http://localhost:3000 (PORT moves it; API_PORT moves the API, default 3001). The data
// folder is the one `npm start` uses (./data, DATA_DIR), so stop one before starting the other.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { waitFor } from './lib/shop-process.ts'

const root = path.resolve(import.meta.dirname, '..')
const apiPort = process.env.API_PORT ?? '3001'
const webPort = process.env.PORT ?? '3000'
// Shoppers reach the shop through Vite: that is the address the API names, and the origin sign-in comes from.
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${webPort}`
const children = [
  spawn(process.execPath, ['--watch-path=src/server', '--watch-path=src/domain', 'src/server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, HOST: '127.0.0.1', PUBLIC_URL: publicUrl },
  }),
]
const stop = () => {
  for (const c of children) c.kill('SIGTERM')
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
children[0]!.on('exit', (code) => code && stop())

// Vite starts once the API answers, so its proxy has something to talk to (no ECONNREFUSED while the API boots).
await waitFor(`http://127.0.0.1:${apiPort}/api/v1/health`, 120_000, {
  exited: () => (children[0]!.exitCode !== null ? `exited with code ${children[0]!.exitCode}` : null),
})
const vite = spawn(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, API_PORT: apiPort, PORT: webPort },
})
children.push(vite)
vite.on('exit', (code) => code && stop())
