// Things a script must undo however it ends: in its finally blocks, and on Ctrl-C or SIGTERM too
// (a PostgreSQL started by pg_ctl is in its own session, so Ctrl-C does not reach it).

type Task = () => unknown
const tasks = new Set<Task>()

/** Registers an undo step; the returned function runs it now (once) and forgets it. */
export function onCleanup(task: Task): () => Promise<void> {
  tasks.add(task)
  return async () => {
    if (!tasks.delete(task)) return
    await task()
  }
}

/** Runs every registered step, newest first, reporting (not throwing) failures. */
export async function cleanupAll(): Promise<void> {
  for (const task of [...tasks].reverse()) {
    tasks.delete(task)
    try {
      await task()
    } catch (err) {
      console.error('cleanup failed:', err)
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: cleaning up`)
    void cleanupAll().finally(() => process.exit(130))
  })
}
