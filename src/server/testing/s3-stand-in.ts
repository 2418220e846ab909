// Long on purpose: a stand-in mirroring S3's API (SigV4 check, object verbs, XML errors) in one server.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A small S3-compatible server for tests, on a free local port: path-style object PUT, GET, HEAD and DELETE
 * against buckets held in memory, with S3's status codes and XML error bodies. Every request must carry an AWS
 * Signature V4 Authorization header, which is checked here independently of the client's signer (the
 * signature is recomputed with the known secret), so a wrong secret, region or clock is refused as S3 refuses it.
 */

export interface StoredObject {
  body: Buffer
  contentType: string
  etag: string
  lastModified: Date
}

export interface S3StandIn {
  /** http://127.0.0.1:PORT */
  endpoint: string
  bucket: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  /** STORAGE_URL pointing at this server (path-style, with its region) */
  storageUrl(prefix?: string): string
  /** environment for createTestApp: STORAGE_URL and the S3_ keys */
  env(prefix?: string): Record<string, string>
  /** the object at a full key (prefix included) in the default bucket */
  object(key: string): StoredObject | undefined
  /** every key in the default bucket, sorted */
  keys(): string[]
  /** what was asked and answered, oldest first */
  requests: { method: string; path: string; status: number; code?: string }[]
  /** answer every request with this 5xx (S3's InternalError / ServiceUnavailable) until called with undefined */
  failWith(status: 500 | 502 | 503 | undefined): void
  /**
   * answer every signed request of this method 403 AccessDenied, as S3 does when the key's policy lacks that
   * permission (s3:DeleteObject …), until called with undefined
   */
  deny(method: 'GET' | 'PUT' | 'DELETE' | undefined): void
  /** stop listening (connections are refused) until back online, objects kept */
  setOnline(online: boolean): Promise<void>
  close(): Promise<void>
}

export interface SigV4Request {
  method: string
  /** path and query exactly as sent */
  url: string
  /** name, value, name, value … as node:http gives them */
  rawHeaders: string[]
  body?: Buffer
}

export type SigV4Result =
  | { ok: true; accessKeyId: string }
  | { ok: false; status: number; code: string; message: string; detail?: Record<string, string> }

const AUTH_PREFIX = 'AWS4-HMAC-SHA256 '
const MAX_SKEW_MS = 15 * 60 * 1000

function sha256Hex(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex')
}

/** RFC 3986 percent-encoding as SigV4 wants it: only A–Z a–z 0–9 - . _ ~ stay as they are. */
export function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  )
}

function headerValues(rawHeaders: string[]): Map<string, string[]> {
  const values = new Map<string, string[]>()
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    const name = rawHeaders[i]!.toLowerCase()
    const list = values.get(name) ?? []
    list.push(rawHeaders[i + 1]!)
    values.set(name, list)
  }
  return values
}

/** The canonical request of SigV4 (S3 flavour: the path is encoded once and never normalised). */
export function canonicalRequest(
  req: SigV4Request,
  signedHeaders: string[],
  payloadHash: string,
): string | undefined {
  const [rawPath = '/', rawQuery = ''] = req.url.split(/\?(.*)/s)
  let path: string
  let query: [string, string][]
  try {
    path = rawPath
      .split('/')
      .map((segment) => uriEncode(decodeURIComponent(segment)))
      .join('/')
    query = rawQuery
      .split('&')
      .filter(Boolean)
      .map((pair) => {
        const at = pair.indexOf('=')
        const [k, v] = at === -1 ? [pair, ''] : [pair.slice(0, at), pair.slice(at + 1)]
        return [uriEncode(decodeURIComponent(k)), uriEncode(decodeURIComponent(v))]
      })
  } catch {
    return undefined
  }
  query.sort(([k1, v1], [k2, v2]) => (k1 < k2 ? -1 : k1 > k2 ? 1 : v1 < v2 ? -1 : v1 > v2 ? 1 : 0))
  const values = headerValues(req.rawHeaders)
  const headers = signedHeaders.map(
    (name) => `${name}:${(values.get(name) ?? []).map((v) => v.trim().replace(/\s+/g, ' ')).join(',')}\n`,
  )
  return [
    req.method.toUpperCase(),
    path,
    query.map(([k, v]) => `${k}=${v}`).join('&'),
    headers.join(''),
    signedHeaders.join(';'),
    payloadHash,
  ].join('\n')
}

export function signingKey(secret: string, date: string, region: string, service: string): Buffer {
  const kDate = createHmac('sha256', `AWS4${secret}`).update(date).digest()
  const kRegion = createHmac('sha256', kDate).update(region).digest()
  const kService = createHmac('sha256', kRegion).update(service).digest()
  return createHmac('sha256', kService).update('aws4_request').digest()
}

/**
 * Checks a request's `Authorization: AWS4-HMAC-SHA256 …` header the way S3 does: known access key, scope of the
 * right date, region and service, every x-amz-* header signed, the clock within 15 minutes, and the signature
 * recomputed with the secret. For S3 the payload hash is the x-amz-content-sha256 header, which must match the
 * body unless it is UNSIGNED-PAYLOAD; other services hash the body.
 */
export function verifySigV4(
  req: SigV4Request,
  opts: {
    secretOf: (accessKeyId: string) => string | undefined
    region: string
    service: string
    now?: Date
  },
): SigV4Result {
  const refuse = (status: number, code: string, message: string, detail?: Record<string, string>) =>
    ({ ok: false, status, code, message, detail }) as const
  const headers = headerValues(req.rawHeaders)
  const authorization = headers.get('authorization')?.[0]
  if (!authorization) return refuse(403, 'AccessDenied', 'Access Denied')
  if (!authorization.startsWith(AUTH_PREFIX)) {
    return refuse(400, 'InvalidArgument', 'Unsupported Authorization Type')
  }
  const fields = new Map<string, string>()
  for (const part of authorization.slice(AUTH_PREFIX.length).split(/,\s*/)) {
    const at = part.indexOf('=')
    if (at > 0) fields.set(part.slice(0, at).trim(), part.slice(at + 1).trim())
  }
  const credential = fields.get('Credential')?.split('/')
  const signedHeaders = fields.get('SignedHeaders')?.split(';')
  const signature = fields.get('Signature')
  if (credential?.length !== 5 || !signedHeaders || !signature) {
    return refuse(
      400,
      'AuthorizationHeaderMalformed',
      'The authorization header is malformed; it needs Credential, SignedHeaders and Signature.',
    )
  }
  const [accessKeyId, scopeDate, region, service, terminator] = credential as [
    string,
    string,
    string,
    string,
    string,
  ]
  const secret = opts.secretOf(accessKeyId)
  if (secret === undefined) {
    return refuse(
      403,
      'InvalidAccessKeyId',
      'The AWS Access Key Id you provided does not exist in our records.',
    )
  }
  if (region !== opts.region) {
    return refuse(
      400,
      'AuthorizationHeaderMalformed',
      `The authorization header is malformed; the region '${region}' is wrong; expecting '${opts.region}'`,
    )
  }
  if (service !== opts.service || terminator !== 'aws4_request') {
    return refuse(
      400,
      'AuthorizationHeaderMalformed',
      `The authorization header is malformed; incorrect service or terminator in the credential scope.`,
    )
  }
  const amzDate = headers.get('x-amz-date')?.[0] ?? ''
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate)
  if (!m) {
    return refuse(403, 'AccessDenied', 'AWS authentication requires a valid Date or x-amz-date header')
  }
  if (scopeDate !== amzDate.slice(0, 8)) {
    return refuse(
      400,
      'AuthorizationHeaderMalformed',
      `The authorization header is malformed; Invalid credential date "${scopeDate}". This date is not the same as X-Amz-Date: "${amzDate.slice(0, 8)}".`,
    )
  }
  const signedAt = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!)
  const now = (opts.now ?? new Date()).getTime()
  if (Math.abs(now - signedAt) > MAX_SKEW_MS) {
    return refuse(
      403,
      'RequestTimeTooSkewed',
      'The difference between the request time and the current time is too large.',
    )
  }
  if (!signedHeaders.includes('host')) {
    return refuse(400, 'AuthorizationHeaderMalformed', 'The host header must be signed.')
  }
  for (const name of headers.keys()) {
    if (name.startsWith('x-amz-') && !signedHeaders.includes(name)) {
      return refuse(403, 'AccessDenied', 'There were headers present in the request which were not signed', {
        HeadersNotSigned: name,
      })
    }
  }
  let payloadHash: string
  if (service === 's3') {
    const claimed = headers.get('x-amz-content-sha256')?.[0]
    if (!claimed) {
      return refuse(400, 'InvalidRequest', 'Missing required header for this request: x-amz-content-sha256')
    }
    payloadHash = claimed
  } else {
    payloadHash = sha256Hex(req.body ?? Buffer.alloc(0))
  }
  const canonical = canonicalRequest(req, signedHeaders, payloadHash)
  if (canonical === undefined) return refuse(400, 'InvalidURI', "Couldn't parse the specified URI.")
  const stringToSign = [
    'AWS4-HMAC-SHA256',
    amzDate,
    `${scopeDate}/${region}/${service}/aws4_request`,
    sha256Hex(canonical),
  ].join('\n')
  const expected = createHmac('sha256', signingKey(secret, scopeDate, region, service))
    .update(stringToSign)
    .digest()
  const given = Buffer.from(signature, 'hex')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return refuse(
      403,
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
      { AWSAccessKeyId: accessKeyId, StringToSign: stringToSign, CanonicalRequest: canonical },
    )
  }
  if (
    service === 's3' &&
    payloadHash !== 'UNSIGNED-PAYLOAD' &&
    payloadHash !== sha256Hex(req.body ?? Buffer.alloc(0))
  ) {
    return refuse(
      400,
      'XAmzContentSHA256Mismatch',
      "The provided 'x-amz-content-sha256' header does not match what was computed.",
    )
  }
  return { ok: true, accessKeyId }
}

function xmlEscape(s: string): string {
  return s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)
}

export async function startS3StandIn(
  opts: { bucket?: string; region?: string; accessKeyId?: string; secretAccessKey?: string } = {},
): Promise<S3StandIn> {
  const bucket = opts.bucket ?? 'shop-files'
  const region = opts.region ?? 'ap-south-1'
  const accessKeyId = opts.accessKeyId ?? 'AKIASTANDIN0000000001'
  const secretAccessKey = opts.secretAccessKey ?? randomBytes(30).toString('base64')
  const buckets = new Map<string, Map<string, StoredObject>>([[bucket, new Map()]])
  const requests: S3StandIn['requests'] = []
  let failing: number | undefined
  let denied: string | undefined

  function answer(
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    code?: string,
    message?: string,
    detail: Record<string, string> = {},
  ) {
    const path = (req.url ?? '/').split('?')[0]!
    requests.push({ method: req.method ?? '', path, status, code })
    const requestId = randomBytes(8).toString('hex').toUpperCase()
    res.setHeader('x-amz-request-id', requestId)
    res.statusCode = status
    if (!code) return res
    const extra = Object.entries(detail)
      .map(([k, v]) => `<${k}>${xmlEscape(v)}</${k}>`)
      .join('')
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${xmlEscape(message ?? code)}</Message><Resource>${xmlEscape(path)}</Resource>${extra}<RequestId>${requestId}</RequestId></Error>`
    if (req.method === 'HEAD') return res.end()
    res.setHeader('content-type', 'application/xml')
    return res.end(xml)
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<unknown> {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks)
    if (failing) {
      const code = failing === 503 ? 'ServiceUnavailable' : 'InternalError'
      return answer(req, res, failing, code, 'We encountered an internal error. Please try again.')
    }
    const verdict = verifySigV4(
      { method: req.method ?? 'GET', url: req.url ?? '/', rawHeaders: req.rawHeaders, body },
      {
        secretOf: (id) => (id === accessKeyId ? secretAccessKey : undefined),
        region,
        service: 's3',
      },
    )
    if (!verdict.ok) return answer(req, res, verdict.status, verdict.code, verdict.message, verdict.detail)
    if (req.method === denied) return answer(req, res, 403, 'AccessDenied', 'Access Denied')

    const [bucketName = '', ...keyParts] = (req.url ?? '/').split('?')[0]!.slice(1).split('/')
    const key = keyParts.map((p) => decodeURIComponent(p)).join('/')
    if (!bucketName) return answer(req, res, 501, 'NotImplemented', 'ListBuckets is not implemented here')
    const objects = buckets.get(decodeURIComponent(bucketName))
    if (!objects) {
      return answer(req, res, 404, 'NoSuchBucket', 'The specified bucket does not exist', {
        BucketName: bucketName,
      })
    }
    if (!key) {
      if (req.method === 'HEAD') return answer(req, res, 200).end()
      return answer(req, res, 501, 'NotImplemented', 'Bucket operations are not implemented here')
    }
    switch (req.method) {
      case 'PUT': {
        if (req.headers['x-amz-copy-source']) {
          return answer(req, res, 501, 'NotImplemented', 'CopyObject is not implemented here')
        }
        const etag = `"${createHash('md5').update(body).digest('hex')}"`
        objects.set(key, {
          body,
          contentType: req.headers['content-type'] ?? 'binary/octet-stream',
          etag,
          lastModified: new Date(),
        })
        return answer(req, res, 200).setHeader('etag', etag).end()
      }
      case 'GET':
      case 'HEAD': {
        const stored = objects.get(key)
        if (!stored) {
          return answer(req, res, 404, 'NoSuchKey', 'The specified key does not exist.', { Key: key })
        }
        answer(req, res, 200)
          .setHeader('content-type', stored.contentType)
          .setHeader('content-length', stored.body.length)
          .setHeader('etag', stored.etag)
          .setHeader('last-modified', stored.lastModified.toUTCString())
        return req.method === 'HEAD' ? res.end() : res.end(stored.body)
      }
      case 'DELETE': {
        objects.delete(key)
        return answer(req, res, 204).end()
      }
      default:
        return answer(
          req,
          res,
          405,
          'MethodNotAllowed',
          'The specified method is not allowed against this resource.',
        )
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (!res.headersSent) answer(req, res, 500, 'InternalError', String(err))
      else res.destroy()
    })
  })
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject)
        resolve()
      })
    })
  const stop = () =>
    new Promise<void>((resolve, reject) => {
      server.close((err) => (err ? reject(err) : resolve()))
      server.closeAllConnections()
    })
  await listen(0)
  const port = (server.address() as AddressInfo).port
  const endpoint = `http://127.0.0.1:${port}`
  const storageUrl = (prefix?: string) =>
    `s3://${bucket}${prefix ? `/${prefix}` : ''}?endpoint=${endpoint}&region=${region}&path_style=true`

  return {
    endpoint,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    storageUrl,
    env: (prefix) => ({
      STORAGE_URL: storageUrl(prefix),
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
    }),
    object: (key) => buckets.get(bucket)!.get(key),
    keys: () => [...buckets.get(bucket)!.keys()].sort(),
    requests,
    failWith(status) {
      failing = status
    },
    deny(method) {
      denied = method
    },
    async setOnline(online) {
      if (online && !server.listening) await listen(port)
      if (!online && server.listening) await stop()
    },
    close: async () => {
      if (server.listening) await stop()
    },
  }
}
