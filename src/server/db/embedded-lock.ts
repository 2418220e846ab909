import { readFileSync, rmSync, writeFileSync } from 'node:fs'

/** Another process holds the embedded database: opening it too would lose one side's writes. */
export class EmbeddedDatabaseBusy extends Error {
  override name = 'EmbeddedDatabaseBusy'
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * The embedded database is one process's: PGlite keeps it in memory and writes it back, so a second process
 * (an operator command beside a running shop, a second `npm start`) would read stale data and its writes would be
 * lost. The first to open it takes `<dir>.lock` (created exclusively, holding its pid and what it is); any other
 * is refused with a message naming the holder. A lock whose process is gone is taken over.
 */
export function lockEmbeddedDatabase(dir: string, what: string): () => void {
  const file = `${dir}.lock`
  const mine = JSON.stringify({ pid: process.pid, what, since: new Date().toISOString() })
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, mine, { flag: 'wx', mode: 0o644 })
      let released = false
      const release = () => {
        if (released) return
        released = true
        try {
          if (readFileSync(file, 'utf8') === mine) rmSync(file, { force: true })
        } catch {}
      }
      process.once('exit', release)
      return release
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
    }
    let holder: { pid?: number; what?: string; since?: string } = {}
    try {
      holder = JSON.parse(readFileSync(file, 'utf8'))
    } catch {}
    if (holder.pid && alive(holder.pid) && holder.pid !== process.pid) {
      throw new EmbeddedDatabaseBusy(
        `The embedded database in ${dir} is in use by process ${holder.pid} (${holder.what ?? 'the shop'}, since ` +
          `${holder.since ?? 'an unknown time'}). Only one process may open it: stop that one first (Ctrl-C in its ` +
          'terminal), or run on PostgreSQL (DATABASE_URL) to run several.',
      )
    }
    // Its process is gone (a crash, a kill): the lock is stale.
    rmSync(file, { force: true })
  }
  throw new EmbeddedDatabaseBusy(`Could not take the lock of the embedded database (${file})`)
}
