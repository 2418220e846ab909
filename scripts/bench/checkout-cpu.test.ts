import { describe, expect, it } from 'vitest'
import { checkoutVerdicts, cpuMsOf } from './checkout-cpu.ts'

describe('the checkout CPU bench', () => {
  it('reads utime + stime from /proc/<pid>/stat, a command name with spaces and parentheses included', () => {
    // pid (comm) state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime …
    const stat = '4242 (node (shop) x) S 1 4242 4242 0 -1 4194560 900 0 0 0 1234 56 0 0 20 0 11 0 100 0'
    expect(cpuMsOf(0, stat)).toBe(12_900)
    // this process's own, a real one
    expect(cpuMsOf(process.pid)).toBeGreaterThan(0)
  })

  it('passes at the targets and fails above either', () => {
    const at = { orders: 50, requestMs: 40, backgroundMs: 60, idleMs: 2, seconds: 6, steps: [] }
    expect(checkoutVerdicts(at).map((v) => v.pass)).toEqual([true, true])
    expect(checkoutVerdicts({ ...at, backgroundMs: 60.1 }).map((v) => v.pass)).toEqual([false, true])
    expect(checkoutVerdicts({ ...at, requestMs: 40.1, backgroundMs: 10 }).map((v) => v.pass)).toEqual([
      true,
      false,
    ])
    expect(checkoutVerdicts(at)[0]!.line).toBe('CPU per order placed and paid: 100.0 ms (target ≤ 100)')
  })
})
