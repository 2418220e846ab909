import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { canonicalRequest, type SigV4Request, verifySigV4 } from './s3-stand-in.ts'

// Published examples of AWS Signature V4: the "get-vanilla" cases of AWS's SigV4 test suite, and the
// GET Object, PUT Object and ListObjects examples of the S3 API reference ("Signature Calculations for the
// Authorization Header"). If the stand-in accepts these and refuses any change to them, its check is SigV4.
const SUITE = {
  accessKeyId: 'AKIDEXAMPLE',
  secret: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
  now: new Date('2015-08-30T12:36:00Z'),
}
const S3_DOCS = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secret: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  now: new Date('2013-05-24T00:00:00Z'),
}
const EMPTY = createHash('sha256').update('').digest('hex')

function auth(accessKeyId: string, scope: string, signed: string, signature: string): string {
  return `AWS4-HMAC-SHA256 Credential=${accessKeyId}/${scope}/aws4_request, SignedHeaders=${signed}, Signature=${signature}`
}

function check(
  req: SigV4Request,
  keys: { accessKeyId: string; secret: string; now: Date },
  service: string,
  over: { secret?: string; now?: Date; region?: string } = {},
) {
  return verifySigV4(req, {
    secretOf: (id) => (id === keys.accessKeyId ? (over.secret ?? keys.secret) : undefined),
    region: over.region ?? 'us-east-1',
    service,
    now: over.now ?? keys.now,
  })
}

const getVanilla = (url: string, signature: string): SigV4Request => ({
  method: 'GET',
  url,
  rawHeaders: [
    'Host',
    'example.amazonaws.com',
    'X-Amz-Date',
    '20150830T123600Z',
    'Authorization',
    auth('AKIDEXAMPLE', '20150830/us-east-1/service', 'host;x-amz-date', signature),
  ],
})

const s3GetObject = (signature = 'f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41') => ({
  method: 'GET',
  url: '/test.txt',
  rawHeaders: [
    'Host',
    'examplebucket.s3.amazonaws.com',
    'Range',
    'bytes=0-9',
    'x-amz-content-sha256',
    EMPTY,
    'x-amz-date',
    '20130524T000000Z',
    'Authorization',
    auth(
      'AKIAIOSFODNN7EXAMPLE',
      '20130524/us-east-1/s3',
      'host;range;x-amz-content-sha256;x-amz-date',
      signature,
    ),
  ],
})

const WELCOME = Buffer.from('Welcome to Amazon S3.')
const s3PutObject = (body = WELCOME, extra: string[] = []): SigV4Request => ({
  method: 'PUT',
  url: '/test$file.text',
  body,
  rawHeaders: [
    'Host',
    'examplebucket.s3.amazonaws.com',
    'Date',
    'Fri, 24 May 2013 00:00:00 GMT',
    'x-amz-date',
    '20130524T000000Z',
    'x-amz-storage-class',
    'REDUCED_REDUNDANCY',
    'x-amz-content-sha256',
    '44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072',
    'Authorization',
    auth(
      'AKIAIOSFODNN7EXAMPLE',
      '20130524/us-east-1/s3',
      'date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class',
      '98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd',
    ),
    ...extra,
  ],
})

describe('SigV4 check of the S3 stand-in, against AWS published examples', () => {
  it('accepts get-vanilla and get-vanilla-query-order-key-case', () => {
    expect(
      check(
        getVanilla('/', '5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31'),
        SUITE,
        'service',
      ),
    ).toEqual({ ok: true, accessKeyId: 'AKIDEXAMPLE' })
    expect(
      check(
        getVanilla(
          '/?Param2=value2&Param1=value1',
          'b97d918cfa904a5beff61c982a1b6f458b799221646efd99d3219ec94cdf2500',
        ),
        SUITE,
        'service',
      ).ok,
    ).toBe(true)
  })

  it('builds the canonical request of the S3 GET Object example exactly', () => {
    const canonical = canonicalRequest(
      s3GetObject(),
      ['host', 'range', 'x-amz-content-sha256', 'x-amz-date'],
      EMPTY,
    )
    expect(canonical).toBe(
      [
        'GET',
        '/test.txt',
        '',
        'host:examplebucket.s3.amazonaws.com',
        'range:bytes=0-9',
        `x-amz-content-sha256:${EMPTY}`,
        'x-amz-date:20130524T000000Z',
        '',
        'host;range;x-amz-content-sha256;x-amz-date',
        EMPTY,
      ].join('\n'),
    )
    expect(createHash('sha256').update(canonical!).digest('hex')).toBe(
      '7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972',
    )
  })

  it('accepts the S3 GET Object, PUT Object (key with $) and ListObjects examples', () => {
    expect(check(s3GetObject(), S3_DOCS, 's3').ok).toBe(true)
    expect(check(s3PutObject(), S3_DOCS, 's3').ok).toBe(true)
    const list: SigV4Request = {
      method: 'GET',
      url: '/?max-keys=2&prefix=J',
      rawHeaders: [
        'Host',
        'examplebucket.s3.amazonaws.com',
        'x-amz-content-sha256',
        EMPTY,
        'x-amz-date',
        '20130524T000000Z',
        'Authorization',
        auth(
          'AKIAIOSFODNN7EXAMPLE',
          '20130524/us-east-1/s3',
          'host;x-amz-content-sha256;x-amz-date',
          '34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7',
        ),
      ],
    }
    expect(check(list, S3_DOCS, 's3').ok).toBe(true)
  })

  it('refuses a wrong secret, a changed signature, path or header, as S3 does', () => {
    expect(check(s3GetObject(), S3_DOCS, 's3', { secret: 'not-the-secret' })).toMatchObject({
      ok: false,
      status: 403,
      code: 'SignatureDoesNotMatch',
    })
    const flipped = check(
      s3GetObject('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb42'),
      S3_DOCS,
      's3',
    )
    expect(flipped).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' })
    expect(check({ ...s3GetObject(), url: '/test.txu' }, S3_DOCS, 's3')).toMatchObject({
      code: 'SignatureDoesNotMatch',
    })
    const otherRange = s3GetObject()
    otherRange.rawHeaders[3] = 'bytes=0-99'
    expect(check(otherRange, S3_DOCS, 's3')).toMatchObject({ code: 'SignatureDoesNotMatch' })
    expect(check({ ...s3GetObject(), method: 'DELETE' }, S3_DOCS, 's3')).toMatchObject({
      code: 'SignatureDoesNotMatch',
    })
  })

  it('refuses a body that is not the one signed, and x-amz headers left unsigned', () => {
    expect(check(s3PutObject(Buffer.from('Welcome to Amazon S4.')), S3_DOCS, 's3')).toMatchObject({
      status: 400,
      code: 'XAmzContentSHA256Mismatch',
    })
    expect(check(s3PutObject(WELCOME, ['x-amz-acl', 'public-read']), S3_DOCS, 's3')).toMatchObject({
      status: 403,
      code: 'AccessDenied',
    })
  })

  it('refuses an unknown key, another region, a skewed clock and a missing header', () => {
    expect(
      verifySigV4(s3GetObject(), { secretOf: () => undefined, region: 'us-east-1', service: 's3' }),
    ).toMatchObject({ status: 403, code: 'InvalidAccessKeyId' })
    expect(check(s3GetObject(), S3_DOCS, 's3', { region: 'ap-south-1' })).toMatchObject({
      status: 400,
      code: 'AuthorizationHeaderMalformed',
    })
    expect(check(s3GetObject(), S3_DOCS, 's3', { now: new Date('2013-05-24T00:16:00Z') })).toMatchObject({
      status: 403,
      code: 'RequestTimeTooSkewed',
    })
    expect(check(s3GetObject(), S3_DOCS, 's3', { now: new Date('2013-05-24T00:14:00Z') }).ok).toBe(true)
    expect(check({ ...s3GetObject(), rawHeaders: [] }, S3_DOCS, 's3')).toMatchObject({
      status: 403,
      code: 'AccessDenied',
    })
    const noHash = s3GetObject()
    noHash.rawHeaders.splice(4, 2)
    expect(check(noHash, S3_DOCS, 's3')).toMatchObject({ status: 400, code: 'InvalidRequest' })
  })
})
