// The setup Better Auth is given by both sign-ins (shop and back office): the secret, the logger, trusted origins.
import { randomBytes } from 'node:crypto'
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { networkInterfaces } from 'node:os'
import path from 'node:path'
import type { Config } from '#server/config.ts'

/**
 * A development secret kept beside the embedded database, so sessions survive restarts; refused in production.
 * Processes starting together (WORKERS=N) agree on one: the file appears whole (a hard link) and only once.
 */
export function resolveSecret(config: Config): string {
  if (config.auth.secret) return config.auth.secret
  const file = path.join(config.dataDir, '.auth-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(config.dataDir, { recursive: true })
  const draft = `${file}.${process.pid}-${randomBytes(4).toString('hex')}`
  writeFileSync(draft, randomBytes(32).toString('base64url'), { mode: 0o600 })
  try {
    linkSync(draft, file)
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
  } finally {
    rmSync(draft, { force: true })
  }
  return readFileSync(file, 'utf8').trim()
}

/** The part of a pino logger Better Auth's lines are written to. */
export interface AuthLog {
  debug(obj: object, msg: string): void
  info(obj: object, msg: string): void
  warn(obj: object, msg: string): void
  error(obj: object, msg: string): void
}

const AUTH_LOG_LEVELS = {
  trace: 'debug',
  debug: 'debug',
  info: 'info',
  warn: 'warn',
  error: 'error',
  fatal: 'error',
} as const

/** Better Auth's logger writing into ours: JSON lines, with the request id of the request being handled. */
export function authLogger(config: Config, log: AuthLog | undefined) {
  if (!log || config.logLevel === 'silent') return { disabled: true }
  return {
    level: AUTH_LOG_LEVELS[config.logLevel],
    log(level: 'debug' | 'info' | 'warn' | 'error', message: string, ...args: unknown[]) {
      const err = args.find((a) => a instanceof Error)
      const details = args.filter((a) => a !== err)
      log[level]({ ...(err ? { err } : {}), ...(details.length ? { details } : {}) }, message)
    },
  }
}

const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i

/** This machine's own addresses as they appear in a URL (a phone on the LAN opens the shop at one of them). */
function machineHosts(): Set<string> {
  const hosts = new Set<string>()
  for (const list of Object.values(networkInterfaces())) {
    for (const a of list ?? []) hosts.add(a.family === 'IPv6' ? `[${a.address.split('%')[0]}]` : a.address)
  }
  return hosts
}

/**
 * Origins whose pages may sign in (Better Auth refuses others, against cross-site requests). In production only
 * PUBLIC_URL's. Elsewhere also any loopback address and this machine's own addresses, on any port, and the
 * address the request itself was sent to (its Origin names the same host as its Host header), so a laptop's
 * shop works at 127.0.0.1 or at its LAN address from a phone with nothing set.
 */
export function trustedOriginsOf(config: Pick<Config, 'env' | 'publicUrl'>) {
  const publicOrigin = new URL(config.publicUrl).origin
  if (config.env === 'production') return [publicOrigin]
  const ownHosts = machineHosts()
  return (request?: Request): string[] => {
    const origin = request?.headers.get('origin')
    if (!origin) return [publicOrigin]
    let url: URL
    try {
      url = new URL(origin)
    } catch {
      return [publicOrigin]
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return [publicOrigin]
    const sameHost = url.host === request?.headers.get('host')
    const trusted = sameHost || LOOPBACK_HOST.test(url.hostname) || ownHosts.has(url.hostname)
    return trusted ? [publicOrigin, url.origin] : [publicOrigin]
  }
}
