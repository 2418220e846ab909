import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { AwsClient } from 'aws4fetch'
import type { S3StorageConfig } from '../config.ts'

/**
 * One small storage interface: files on disk by default (DATA_DIR/storage), a bucket when configured. A missing
 * file reads as undefined; every other failure of either backend is a StorageError, which the API answers 503.
 */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>
  get(key: string): Promise<{ body: Buffer; contentType: string } | undefined>
  delete(key: string): Promise<void>
}

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.pdf': 'application/pdf',
}

/** The storage could not do what was asked (bucket unreachable, refused, or failing); the API answers 503. */
export class StorageError extends Error {
  override name = 'StorageError'
}

function safeKey(key: string): string {
  if (!/^[a-z0-9][a-z0-9/_-]*\.[a-z0-9]{2,5}$/i.test(key) || key.includes('..')) {
    throw new Error(`Unsafe storage key: ${key}`)
  }
  return key
}

/** A file-system failure (no permission, disk full, the root not a directory …) as a StorageError: 503, not 500. */
function diskFailure(method: string, key: string, err: unknown): StorageError {
  const code = (err as NodeJS.ErrnoException).code ?? (err as Error).message
  return new StorageError(`File storage on disk failed: ${method} ${key} (${code})`, { cause: err })
}

/**
 * Where a file is written before it is renamed over its key: beside it, one per process (two processes of a shop
 * may store the same invoice at once; within a process, writes of one key wait for each other).
 */
export const partialFileOf = (file: string) => `${file}.${process.pid}.part`

export function createDiskStorage(root: string): Storage {
  const writing = new Map<string, Promise<void>>()
  return {
    async put(key, body) {
      const file = path.join(root, safeKey(key))
      // Written beside it, then renamed over it (one step on the same file system): a reader at the same moment
      // (the invoice's link opened while the invoice job stores it) gets the old file or the whole new one, never
      // a part (a CI run read a PDF cut short).
      const partial = partialFileOf(file)
      const write = async () => {
        try {
          await mkdir(path.dirname(file), { recursive: true })
          await writeFile(partial, body)
          await rename(partial, file)
        } catch (err) {
          await rm(partial, { force: true }).catch(() => {})
          throw diskFailure('PUT', key, err)
        }
      }
      const mine = (writing.get(file) ?? Promise.resolve()).catch(() => {}).then(write)
      writing.set(file, mine)
      try {
        await mine
      } finally {
        if (writing.get(file) === mine) writing.delete(file)
      }
    },
    async get(key) {
      const file = path.join(root, safeKey(key))
      try {
        const body = await readFile(file)
        return {
          body,
          contentType: CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream',
        }
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined
        throw diskFailure('GET', key, err)
      }
    },
    async delete(key) {
      const file = path.join(root, safeKey(key))
      try {
        await rm(file, { force: true })
      } catch (err) {
        throw diskFailure('DELETE', key, err)
      }
    },
  }
}

const EMPTY_SHA256 = createHash('sha256').update('').digest('hex')

/** The <Code> of an S3 XML error body, if there is one. */
function errorCode(xml: string): string | undefined {
  return /<Code>([^<]{1,100})<\/Code>/.exec(xml)?.[1]
}

/**
 * Objects in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, DigitalOcean Spaces …), signed with
 * AWS Signature V4 (aws4fetch) over fetch. A missing object reads as undefined. Anything else the bucket
 * refuses, a 5xx or network failure still there after two quick retries (every call here is idempotent), or a
 * timeout is a StorageError.
 */
export function createS3Storage(
  config: Omit<S3StorageConfig, 'kind'>,
  opts: { timeoutMs?: number; retries?: number } = {},
): Storage {
  const signer = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    service: 's3',
    region: config.region,
  })
  const endpoint = new URL(config.endpoint)
  const base = config.pathStyle
    ? `${endpoint.origin}/${config.bucket}`
    : `${endpoint.protocol}//${config.bucket}.${endpoint.host}`
  const timeoutMs = opts.timeoutMs ?? 20_000
  const retries = opts.retries ?? 2

  function urlOf(key: string): string {
    const full = config.prefix ? `${config.prefix}/${safeKey(key)}` : safeKey(key)
    return `${base}/${full.split('/').map(encodeURIComponent).join('/')}`
  }

  async function send(method: 'GET' | 'PUT' | 'DELETE', key: string, body?: Buffer, contentType?: string) {
    const url = urlOf(key)
    const headers: Record<string, string> = {
      'x-amz-content-sha256': body ? createHash('sha256').update(body).digest('hex') : EMPTY_SHA256,
    }
    if (contentType) headers['content-type'] = contentType
    const signal = AbortSignal.timeout(timeoutMs)
    for (let attempt = 0; ; attempt++) {
      const last = attempt >= retries
      let res: Response
      try {
        // Signed afresh each time: the signature carries the time.
        const request = await signer.sign(url, {
          method,
          headers,
          body: body ? new Uint8Array(body) : undefined,
          signal,
        })
        res = await fetch(request)
      } catch (err) {
        if (last || signal.aborted) {
          const reason = signal.aborted
            ? `no answer in ${timeoutMs} ms`
            : ((err as { cause?: { code?: string } }).cause?.code ?? (err as Error).message)
          throw new StorageError(`File storage unreachable: ${method} ${key} (${reason})`, { cause: err })
        }
        await pause(attempt)
        continue
      }
      if ((res.status < 500 && res.status !== 429) || last) return res
      await res.body?.cancel()
      await pause(attempt)
    }
  }

  async function refused(res: Response, method: string, key: string, text?: string): Promise<never> {
    const code = errorCode(text ?? (await res.text().catch(() => '')))
    throw new StorageError(
      `File storage refused ${method} ${key}: ${res.status}${code ? ` ${code}` : ''} (bucket ${config.bucket})`,
    )
  }

  return {
    async put(key, body, contentType) {
      const res = await send('PUT', key, body, contentType)
      if (!res.ok) return refused(res, 'PUT', key)
      await res.body?.cancel()
    },
    async get(key) {
      const res = await send('GET', key)
      if (res.status === 404) {
        const text = await res.text().catch(() => '')
        // Only NoSuchKey is a missing file; a missing bucket (NoSuchBucket) is a misconfiguration.
        if (errorCode(text) === 'NoSuchKey') return undefined
        return refused(res, 'GET', key, text)
      }
      if (!res.ok) return refused(res, 'GET', key)
      let body: Buffer
      try {
        body = Buffer.from(await res.arrayBuffer())
      } catch (err) {
        throw new StorageError(`File storage broke off GET ${key}`, { cause: err })
      }
      return {
        body,
        contentType:
          res.headers.get('content-type') ??
          CONTENT_TYPES[path.extname(key).toLowerCase()] ??
          'application/octet-stream',
      }
    },
    async delete(key) {
      const res = await send('DELETE', key)
      if (res.ok) {
        await res.body?.cancel()
        return
      }
      const text = await res.text().catch(() => '')
      // S3 answers 204 for a key that is not there; some compatible stores answer NoSuchKey.
      if (res.status === 404 && errorCode(text) === 'NoSuchKey') return
      return refused(res, 'DELETE', key, text)
    },
  }
}

function pause(attempt: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 100 * 2 ** attempt * (0.5 + Math.random() / 2)))
}
