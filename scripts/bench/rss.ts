// Resident memory of a process and of the processes it started (WORKERS=N: the primary and its API processes), as
// the kernel counts it (/proc/<pid>/status, VmRSS). Linux, like the rest of the PostgreSQL bench.
import { readdirSync, readFileSync } from 'node:fs'

/** VmRSS of one process in MiB, or undefined when it is gone. */
export function rssMiB(pid: number): number | undefined {
  try {
    const kb = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
    return kb === undefined ? undefined : Number(kb) / 1024
  } catch {
    return undefined
  }
}

/** The parent of a process, from /proc/<pid>/stat (its 4th field, after the name in parentheses). */
function parentOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
  } catch {
    return undefined
  }
}

/** `root` and every process below it. */
export function processTree(root: number): number[] {
  const parents = new Map<number, number[]>()
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    const parent = parentOf(Number(name))
    if (parent !== undefined) parents.set(parent, [...(parents.get(parent) ?? []), Number(name)])
  }
  const tree: number[] = []
  const visit = (pid: number) => {
    tree.push(pid)
    for (const child of parents.get(pid) ?? []) visit(child)
  }
  visit(root)
  return tree
}

/** Resident memory in MiB of `root` and the processes below it, labelled by pid (the first is `root`). */
export function rssOfTree(root: number, rootLabel = 'process'): Record<string, number> {
  const out: Record<string, number> = {}
  for (const pid of processTree(root)) {
    const rss = rssMiB(pid)
    if (rss !== undefined) out[pid === root ? `${rootLabel} ${pid}` : `child ${pid}`] = rss
  }
  return out
}

/** CPU time (user + system) a process has used so far, in seconds, from /proc/<pid>/stat; 0 when it is gone. */
export function cpuSecondsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    // utime and stime are the 14th and 15th fields of the line, 12th and 13th after the name; in clock ticks.
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND
  } catch {
    return 0
  }
}

/** USER_HZ: 100 on every Linux this bench runs on (the kernel's ABI for /proc/<pid>/stat). */
const CLOCK_TICKS_PER_SECOND = 100
