import { createServer, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig, type S3StorageConfig } from '../config.ts'
import { type S3StandIn, startS3StandIn } from '../testing/s3-stand-in.ts'
import { createS3Storage, StorageError } from './storage.ts'

let bucket: S3StandIn
let config: S3StorageConfig
beforeAll(async () => {
  bucket = await startS3StandIn()
  // the configuration a shop would read from its environment
  const storage = loadConfig(bucket.env('shop/test')).storage
  if (storage.kind !== 's3') throw new Error('expected S3 storage')
  config = storage
})
afterAll(async () => {
  await bucket?.close()
})

describe('S3 storage against a bucket that checks signatures', () => {
  it('puts, gets and deletes an object under the prefix, keeping its content type', async () => {
    const storage = createS3Storage(config)
    const body = Buffer.from([0x52, 0x49, 0x46, 0x46, 0, 1, 2, 3, 255])
    await storage.put('avatars/abc123.webp', body, 'image/webp')
    expect(bucket.object('shop/test/avatars/abc123.webp')).toMatchObject({ body, contentType: 'image/webp' })

    expect(await storage.get('avatars/abc123.webp')).toEqual({ body, contentType: 'image/webp' })

    await storage.delete('avatars/abc123.webp')
    expect(bucket.object('shop/test/avatars/abc123.webp')).toBeUndefined()
    expect(await storage.get('avatars/abc123.webp')).toBeUndefined()
  })

  it('reads a missing key as undefined and deleting it as done', async () => {
    const storage = createS3Storage(config)
    expect(await storage.get('invoices/nope.pdf')).toBeUndefined()
    await expect(storage.delete('invoices/nope.pdf')).resolves.toBeUndefined()
    expect(bucket.requests.at(-2)).toMatchObject({ method: 'GET', status: 404, code: 'NoSuchKey' })
  })

  it('keeps a bucket without a prefix at the top level', async () => {
    const storage = createS3Storage({ ...config, prefix: '' })
    await storage.put('invoices/o-1.pdf', Buffer.from('%PDF-1.7'), 'application/pdf')
    expect(bucket.object('invoices/o-1.pdf')?.contentType).toBe('application/pdf')
    await storage.delete('invoices/o-1.pdf')
  })

  it('refuses unsafe keys before anything is sent', async () => {
    const storage = createS3Storage(config)
    const before = bucket.requests.length
    await expect(storage.put('../etc/passwd.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(
      /Unsafe storage key/,
    )
    await expect(storage.get('avatars/a?b.webp')).rejects.toThrow(/Unsafe storage key/)
    expect(bucket.requests.length).toBe(before)
  })

  it('fails with a StorageError when the secret is wrong (SignatureDoesNotMatch)', async () => {
    const storage = createS3Storage({ ...config, secretAccessKey: `${config.secretAccessKey}x` })
    const err = await storage.put('avatars/abc.webp', Buffer.from('x'), 'image/webp').catch((e) => e)
    expect(err).toBeInstanceOf(StorageError)
    expect(err.message).toMatch(/403 SignatureDoesNotMatch/)
    expect(err.message).not.toContain(config.secretAccessKey)
    // a refused read is an error too, never "missing"
    await expect(storage.get('avatars/abc.webp')).rejects.toThrow(/403 SignatureDoesNotMatch/)
    expect(bucket.object('shop/test/avatars/abc.webp')).toBeUndefined()
  })

  it('fails with a StorageError for another region or a bucket that does not exist', async () => {
    await expect(createS3Storage({ ...config, region: 'eu-west-1' }).get('avatars/a.webp')).rejects.toThrow(
      /400 AuthorizationHeaderMalformed/,
    )
    await expect(
      createS3Storage({ ...config, bucket: 'no-such-bucket' }).get('avatars/a.webp'),
    ).rejects.toThrow(/404 NoSuchBucket/)
  })

  it('retries a failing bucket twice, then fails with a StorageError; works again when it is back', async () => {
    const storage = createS3Storage(config)
    bucket.failWith(503)
    try {
      const before = bucket.requests.length
      const err = await storage.put('avatars/retry.webp', Buffer.from('x'), 'image/webp').catch((e) => e)
      expect(err).toBeInstanceOf(StorageError)
      expect(err.message).toMatch(/503 ServiceUnavailable/)
      expect(bucket.requests.length - before).toBe(3)
    } finally {
      bucket.failWith(undefined)
    }
    await storage.put('avatars/retry.webp', Buffer.from('x'), 'image/webp')
    expect(bucket.object('shop/test/avatars/retry.webp')).toBeDefined()
  })

  it('fails with a StorageError when the bucket cannot be reached', async () => {
    const gone = await startS3StandIn()
    await gone.close()
    const storage = createS3Storage({ ...config, endpoint: gone.endpoint })
    const err = await storage.get('avatars/a.webp').catch((e) => e)
    expect(err).toBeInstanceOf(StorageError)
    expect(err.message).toMatch(/unreachable.*ECONNREFUSED/)
  })

  it('gives up on a bucket that does not answer', async () => {
    const sockets: Socket[] = []
    const silent = createServer((socket) => void sockets.push(socket))
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = silent.address() as { port: number }
      const storage = createS3Storage({ ...config, endpoint: `http://127.0.0.1:${port}` }, { timeoutMs: 300 })
      const started = Date.now()
      await expect(storage.get('avatars/a.webp')).rejects.toThrow(/no answer in 300 ms/)
      expect(Date.now() - started).toBeLessThan(5_000)
    } finally {
      for (const s of sockets) s.destroy()
      silent.close()
    }
  })
})
