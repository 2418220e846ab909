import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { SERVER_ENTRY, SERVER_RECORD, serverBuildChanges } from './lib/build-check.js'
import { startCommand, startShop } from './lib/shop-process.ts'
import { buildServer } from './server-build.ts'

// Decision record 027: `npm start` runs the server bundled by esbuild (scripts/server-build.ts, dist/server/main.js):
// plain JavaScript, no module hook, no restart of the process, the npm packages loaded from node_modules, files
// beside the code found from the project's root.
const root = path.resolve(import.meta.dirname, '..')
const dir = mkdtempSync(path.join(tmpdir(), 'server-build-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('the server’s bundle (dist/server/main.js)', () => {
  it('is what npm start runs: node with V8’s heap sized for a shop, and no module hook', () => {
    const { nodeFlags } = startCommand()
    const script = (
      JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
        scripts: Record<string, string>
      }
    ).scripts
    expect(script.start).toMatch(/\bnode\b.*\sdist\/server\/main\.js$/)
    expect(nodeFlags).toContain('--max-semi-space-size=2')
    expect(nodeFlags).toContain('--max-old-space-size=256')
    expect(nodeFlags.filter((f) => /^--(import|require|loader|experimental-loader)\b/.test(f))).toEqual([])
    expect(script.start).not.toMatch(/src\/server\/main\.ts|--import|process-setup/)
  })

  it('is started with glibc’s malloc held to two arenas and fixed thresholds, set by the start script, not by a restart', () => {
    // decision 027: without them one process ended the memory bench at 240 MiB, growing; with them 170 MiB, flat
    expect(startCommand().env.GLIBC_TUNABLES).toBe(
      'glibc.malloc.arena_max=2:glibc.malloc.trim_threshold=131072:glibc.malloc.mmap_threshold=131072',
    )
  })

  it('starts from its build and answers: migrations, the test gateway’s script and the storefront’s files are found from dist/server', async () => {
    const shop = await startShop({}, { capture: true })
    try {
      // the process runs the bundle, with the start script's flags
      expect(shop.child.spawnargs.at(-1)).toBe(path.join(root, SERVER_ENTRY))
      const health = (await (await fetch(`${shop.base}/api/v1/health`)).json()) as {
        data: { status: string; database: string }
      }
      // the migrations (drizzle/) were found and applied, or the shop would not have started
      expect(health.data).toMatchObject({ status: 'ok', database: 'up' })
      const script = await fetch(`${shop.base}/test-gateway/checkout.js`)
      expect(script.status).toBe(200)
      expect(await script.text()).toBe(
        readFileSync(path.join(root, 'src/server/modules/payments/test-gateway-checkout.js'), 'utf8'),
      )
    } finally {
      await shop.stop()
    }
  }, 120_000)

  it('loads no TypeScript stripper and none of the server’s sources: one bundle, the packages from node_modules', () => {
    // A setting the shop refuses makes it exit (78) once its modules have loaded; what it loaded is told at exit.
    const probe = `data:text/javascript,process.on('exit',()=>console.error('LOADED '+JSON.stringify({stripper:process.moduleLoadList.some((m)=>m.includes('amaro')),hooks:process.execArgv})))`
    const run = spawnSync(
      process.execPath,
      [...startCommand().nodeFlags, `--import=${probe}`, path.join(root, SERVER_ENTRY)],
      {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, ORDER_RESERVATION_MINUTES: 'soon', DATA_DIR: path.join(dir, 'data') },
      },
    )
    expect(run.status, run.stderr).toBe(78)
    const loaded = JSON.parse(/LOADED (.*)/.exec(run.stderr)![1]!) as { stripper: boolean }
    expect(loaded.stripper).toBe(false)
    // every import alias (#server/…, #domain/…) resolved into the bundle: none is left for Node to resolve
    for (const file of JSON.parse(readFileSync(path.join(root, SERVER_RECORD), 'utf8')).outputs as string[])
      if (file.endsWith('.js'))
        expect(readFileSync(path.join(root, 'dist/server', file), 'utf8')).not.toMatch(/from\s*["']#/)
  })

  it('keeps a module loaded on first use in a chunk of its own: PGlite is not imported by main.js', () => {
    const main = readFileSync(path.join(root, SERVER_ENTRY), 'utf8')
    expect(main).not.toMatch(/from\s*["']@electric-sql\/pglite/)
    expect(main).not.toMatch(/from\s*["'](pdfkit|sharp|nodemailer)["']/)
    // nor the seed's texts, the order mails' in languages other than English, the WhatsApp templates' (decision 027)
    expect(main).not.toMatch(
      /\b(seedProducts|seedReviews|hindi|SEED_PAGES|SEED_PAGE_TRANSLATIONS|WHATSAPP_TEMPLATES)\s*=/,
    )
    expect(main).not.toMatch(/\b(hi|te|ta|kn|ml)\s*=\s*\{\s*hello\s*:/)
    expect(main).toMatch(/\ben\s*=\s*\{\s*hello\s*:/)
  })

  it('is minified but keeps its names, with a source map beside it (decision 027)', () => {
    const main = readFileSync(path.join(root, SERVER_ENTRY), 'utf8')
    // whitespace minified: a line of code is thousands of characters long (the lines left are template literals')
    expect(main.split('\n').length).toBeLessThan(main.length / 1000)
    // the server's own functions keep their names, for logs and stack traces
    expect(main).toMatch(/async function buildApp\(/)
    expect(main).toMatch(/function seedCatalogueIfNeeded\(/)
    expect(main.trimEnd()).toMatch(/\/\/# sourceMappingURL=main\.js\.map$/)
  })
})

describe('scripts/server-build.ts on a project of its own', () => {
  const project = path.join(dir, 'project')
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(project, file)), { recursive: true })
    writeFileSync(path.join(project, file), text)
  }
  const outDir = path.join(project, 'dist/server')
  const run = () =>
    spawnSync(process.execPath, [path.join(outDir, 'main.js')], { cwd: project, encoding: 'utf8' }).stdout

  it('resolves the package’s import aliases, records its sources, and runs what they say now', async () => {
    write(
      'package.json',
      JSON.stringify({
        type: 'module',
        imports: { '#server/*': './src/server/*', '#domain/*': './src/domain/*' },
      }),
    )
    write('src/domain/money.ts', 'export const paise = (rupees: number): number => rupees * 100\n')
    write(
      'src/server/main.ts',
      "import { paise } from '#domain/money.ts'\nimport { label } from '#server/label.ts'\nconsole.log(label(paise(3)))\n",
    )
    write('src/server/label.ts', 'export const label = (n: number): string => String(n) + " paise"\n')
    const built = await buildServer({ root: project })
    expect(built.sources).toEqual(['src/domain/money.ts', 'src/server/label.ts', 'src/server/main.ts'])
    expect(run()).toBe('300 paise\n')
    expect(serverBuildChanges(project)).toEqual([])

    // a source changed since: the check says so, and a build runs the new code
    const label = path.join(project, 'src/server/label.ts')
    write('src/server/label.ts', 'export const label = (n: number): string => "₹" + String(n / 100)\n')
    expect(serverBuildChanges(project)).toEqual(['src/server/label.ts'])
    await buildServer({ root: project })
    expect(run()).toBe('₹3\n')
    // only the modification time changed: stale too
    const later = new Date(statSync(label).mtimeMs + 5_000)
    utimesSync(label, later, later)
    expect(serverBuildChanges(project)).toEqual(['src/server/label.ts'])
    // a source gone: stale
    await buildServer({ root: project })
    rmSync(label)
    expect(serverBuildChanges(project)).toEqual(['src/server/label.ts'])
  })

  it('refuses a module that places a file by its own location (in the bundle that is dist/server’s)', async () => {
    write(
      'src/server/main.ts',
      "import path from 'node:path'\nconsole.log(path.join(import.meta.dirname, 'x.js'))\n",
    )
    await expect(buildServer({ root: project })).rejects.toThrow(
      /src\/server\/main\.ts uses import\.meta\.dirname/,
    )
  })
})
