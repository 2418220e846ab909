import { describe, expect, it } from 'vitest'
import { DEFAULT_TAGLINE } from '#domain/splash.ts'
import { ConfigError, loadConfig } from './config.ts'

describe('loadConfig', () => {
  it('needs nothing set for a local shop', () => {
    const c = loadConfig({})
    expect(c.port).toBe(3000)
    expect(c.database.kind).toBe('pglite')
    expect(c.payments.testMode).toBe(true)
    expect(c.shop.freeShippingThresholdPaise).toBe(50000)
  })

  it('switches to PostgreSQL with DATABASE_URL', () => {
    const c = loadConfig({ DATABASE_URL: 'postgres://shop@db:5432/shop' })
    expect(c.database).toEqual({
      kind: 'postgres',
      url: 'postgres://shop@db:5432/shop',
      poolSize: 10,
      poolWaitMs: 30_000,
    })
    const sized = loadConfig({
      DATABASE_URL: 'postgres://shop@db:5432/shop',
      DATABASE_POOL_SIZE: '25',
      DATABASE_POOL_WAIT_MS: '5000',
    })
    expect(sized.database).toMatchObject({ poolSize: 25, poolWaitMs: 5000 })
  })

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ SHOP_GSTIN: '123' }, 'SHOP_GSTIN'],
    [{ CATALOGUE_CACHE_TTL_MS: '-1' }, 'CATALOGUE_CACHE_TTL_MS'],
    [{ DATABASE_POOL_SIZE: '0' }, 'DATABASE_POOL_SIZE'],
    [{ DATABASE_POOL_WAIT_MS: 'soon' }, 'DATABASE_POOL_WAIT_MS'],
    [{ RAZORPAY_KEY_ID: 'rzp_test_x' }, 'RAZORPAY_KEY_SECRET'],
    [{ NODE_ENV: 'production' }, 'RAZORPAY_KEY_ID'],
    [{ PASSWORD_SCRYPT_N: '1000' }, 'PASSWORD_SCRYPT_N'],
    [{ PASSWORD_SCRYPT_N: '512' }, 'PASSWORD_SCRYPT_N'],
    [
      {
        NODE_ENV: 'production',
        RAZORPAY_KEY_ID: 'rzp_live_x',
        RAZORPAY_KEY_SECRET: 'secret-x',
        AUTH_SECRET: 'a'.repeat(32),
        PASSWORD_SCRYPT_N: '1024',
      },
      'PASSWORD_SCRYPT_N',
    ],
  ])('stops with a message naming the variable for %o', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError)
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}:`))
  })
})

describe('STORAGE_URL', () => {
  const keys = { S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret/with+chars' }

  it('keeps files on disk under DATA_DIR/storage when unset', () => {
    expect(loadConfig({ DATA_DIR: '/srv/shop' }).storage).toEqual({ kind: 'disk', dir: '/srv/shop/storage' })
  })

  it('reads an AWS S3 bucket with a prefix and region (virtual-hosted addressing)', () => {
    const c = loadConfig({ STORAGE_URL: 's3://surya-files/shop/prod?region=ap-south-1', ...keys })
    expect(c.storage).toEqual({
      kind: 's3',
      bucket: 'surya-files',
      prefix: 'shop/prod',
      endpoint: 'https://s3.ap-south-1.amazonaws.com',
      region: 'ap-south-1',
      pathStyle: false,
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret/with+chars',
    })
    // a bucket name with dots would not match AWS's certificate as a host name, so it goes path-style
    const dotted = loadConfig({ STORAGE_URL: 's3://files.surya.in', ...keys }).storage
    expect(dotted).toMatchObject({ pathStyle: true, region: 'us-east-1', prefix: '' })
  })

  it('reads R2, MinIO and Spaces endpoints (path-style unless told otherwise)', () => {
    const r2 = loadConfig({
      STORAGE_URL: 's3://shop?endpoint=https://0123abcd.r2.cloudflarestorage.com&region=auto',
      ...keys,
    }).storage
    expect(r2).toMatchObject({
      endpoint: 'https://0123abcd.r2.cloudflarestorage.com',
      region: 'auto',
      pathStyle: true,
    })
    const minio = loadConfig({
      STORAGE_URL: 's3://shop/avatars/?endpoint=http%3A%2F%2Fminio.internal%3A9000&path_style=1',
      ...keys,
    }).storage
    expect(minio).toMatchObject({
      endpoint: 'http://minio.internal:9000',
      prefix: 'avatars',
      pathStyle: true,
    })
    const spaces = loadConfig({
      STORAGE_URL: 's3://shop?endpoint=https://blr1.digitaloceanspaces.com&region=blr1&path_style=false',
      ...keys,
    }).storage
    expect(spaces).toMatchObject({ endpoint: 'https://blr1.digitaloceanspaces.com', pathStyle: false })
  })

  it('takes AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY when the S3_ pair is not set', () => {
    const c = loadConfig({
      STORAGE_URL: 's3://shop-files',
      AWS_ACCESS_KEY_ID: 'AKIAAWS',
      AWS_SECRET_ACCESS_KEY: 'aws-secret',
    })
    expect(c.storage).toMatchObject({ accessKeyId: 'AKIAAWS', secretAccessKey: 'aws-secret' })
    const both = loadConfig({
      STORAGE_URL: 's3://shop-files',
      AWS_ACCESS_KEY_ID: 'AKIAAWS',
      AWS_SECRET_ACCESS_KEY: 'aws-secret',
      ...keys,
    })
    expect(both.storage).toMatchObject({ accessKeyId: 'AKIAEXAMPLE' })
  })

  it.each([
    [{ STORAGE_URL: 'https://bucket.s3.amazonaws.com' }, 'STORAGE_URL', /must start with s3:\/\//],
    [{ STORAGE_URL: 's3://' }, 'STORAGE_URL', /is not a bucket name/],
    [{ STORAGE_URL: 's3://My_Bucket' }, 'STORAGE_URL', /"My_Bucket" is not a bucket name/],
    [{ STORAGE_URL: 's3://ab' }, 'STORAGE_URL', /is not a bucket name/],
    [{ STORAGE_URL: 's3://key:secret@bucket' }, 'STORAGE_URL', /must not contain keys/],
    [{ STORAGE_URL: 's3://bucket:9000' }, 'STORAGE_URL', /cannot have a port/],
    [{ STORAGE_URL: 's3://bucket/a b' }, 'STORAGE_URL', /the prefix/],
    [{ STORAGE_URL: 's3://bucket/a/../b' }, 'STORAGE_URL', /the prefix/],
    [{ STORAGE_URL: 's3://bucket?endpoint=minio:9000' }, 'STORAGE_URL', /must be an http/],
    [{ STORAGE_URL: 's3://bucket?endpoint=ftp://minio' }, 'STORAGE_URL', /must be an http/],
    [
      { STORAGE_URL: 's3://bucket?endpoint=https://acct.r2.cloudflarestorage.com/bucket' },
      'STORAGE_URL',
      /only the server address/,
    ],
    [{ STORAGE_URL: 's3://bucket?region=Mumbai' }, 'STORAGE_URL', /not a region name/],
    [{ STORAGE_URL: 's3://bucket?path_style=yes' }, 'STORAGE_URL', /path_style must be true or false/],
    [{ STORAGE_URL: 's3://bucket?pathstyle=true' }, 'STORAGE_URL', /unknown parameter "pathstyle"/],
  ])('stops at start for %o, naming STORAGE_URL', (env, name, why) => {
    const load = () => loadConfig({ ...env, ...keys })
    expect(load).toThrow(ConfigError)
    expect(load).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}:`))
    expect(load).toThrow(why)
  })

  it.each([
    [{}, 'S3_ACCESS_KEY_ID'],
    [{ S3_ACCESS_KEY_ID: 'AKIA' }, 'S3_SECRET_ACCESS_KEY'],
    [{ S3_SECRET_ACCESS_KEY: 'secret' }, 'S3_ACCESS_KEY_ID'],
    [{ AWS_ACCESS_KEY_ID: 'AKIA' }, 'AWS_SECRET_ACCESS_KEY'],
    [{ AWS_SECRET_ACCESS_KEY: 'secret', S3_ACCESS_KEY_ID: 'AKIA' }, 'S3_SECRET_ACCESS_KEY'],
  ])('stops at start without both keys (%o), naming the missing variable', (env, name) => {
    const load = () => loadConfig({ STORAGE_URL: 's3://shop-files', ...env })
    expect(load).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}: required`))
  })

  it('never repeats a secret in its message', () => {
    expect(() => loadConfig({ STORAGE_URL: 's3://AKIA:top-secret-value@bucket' })).toThrow(
      /^(?![\s\S]*top-secret-value)/,
    )
  })
})

describe('configuration errors never show a secret', () => {
  function messageOf(env: Record<string, string>): string {
    try {
      loadConfig(env)
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError)
      return (err as Error).message
    }
    throw new Error(`loadConfig accepted ${JSON.stringify(env)}`)
  }

  it.each([
    ['AUTH_SECRET', 'short-secret-xyz', /must be at least 32 characters/],
    ['RAZORPAY_WEBHOOK_SECRET', 'whs-91', /Too small/],
    ['COURIER_WEBHOOK_SECRET', 'cws-42', /Too small/],
    ['METRICS_TOKEN', 'mtok-7', /Too small/],
    ['RAZORPAY_API_URL', 'rzp_live_K3yInTheWrongPlace', /Invalid URL/],
    ['RAZORPAY_CHECKOUT_URL', 'rzp_secret_s3cr3tvalue', /Invalid URL/],
  ])('names %s and the problem, not the value', (name, value, problem) => {
    const message = messageOf({ [name]: value })
    expect(message).toMatch(new RegExp(`^Invalid configuration:\\n  ${name}: `))
    expect(message).toMatch(problem)
    expect(message).toContain('value not shown')
    expect(message).not.toContain(value)
  })

  it.each([
    [
      'DATABASE_URL',
      'mysql://shop:db-pass-hunter2@db:3306/shop',
      'db-pass-hunter2',
      '"mysql://***:***@db:3306/shop"',
    ],
    ['DATABASE_URL', 'db-pass-hunter2', 'db-pass-hunter2', 'value not shown'],
    [
      'SMTP_URL',
      'https://apikey:SG.smtp-key-55@smtp.sendgrid.net',
      'SG.smtp-key-55',
      '***:***@smtp.sendgrid.net',
    ],
    [
      'STORAGE_URL',
      'https://AKIAQUIETLY:bucket-secret-9@shop.s3.amazonaws.com',
      'bucket-secret-9',
      '***:***@shop.s3.amazonaws.com',
    ],
    ['STORAGE_URL', 'AKIAQUIETLY:bucket-secret-9@shop', 'bucket-secret-9', 'value not shown'],
  ])('shows %s with its password hidden (%s)', (name, value, secret, shown) => {
    const message = messageOf({ [name]: value })
    expect(message).toMatch(new RegExp(`^Invalid configuration:\\n  ${name}: must start with`))
    expect(message).toContain(shown)
    expect(message).not.toContain(secret)
    expect(message).not.toContain('AKIAQUIETLY')
  })

  it('hides keys written into the STORAGE_URL endpoint', () => {
    const message = messageOf({
      STORAGE_URL: 's3://shop?endpoint=ftp://minio:minio-pass-3@minio.internal',
      S3_ACCESS_KEY_ID: 'AKIA',
      S3_SECRET_ACCESS_KEY: 'secret',
    })
    expect(message).toMatch(/^Invalid configuration:\n {2}STORAGE_URL: endpoint .*must be an http/)
    expect(message).toContain('ftp://***:***@minio.internal')
    expect(message).not.toContain('minio-pass-3')
  })

  it('still shows values that are not secret, to help fix them', () => {
    expect(messageOf({ PORT: 'eighty' })).toContain('(got "eighty")')
    expect(messageOf({ LOG_LEVEL: 'loud' })).toContain('(got "loud")')
    expect(messageOf({ AUTH_TOKEN_TTL_SECONDS: '999999' })).toContain('(got "999999")')
  })
})

describe('TRUST_PROXY, API_DOCS', () => {
  it('is off by default: the socket is the client', () => {
    expect(loadConfig({}).trustProxy).toBe(false)
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false)
  })

  it('takes a hop count or a list of proxy addresses and ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toEqual({ hops: 1 })
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,fd00::/8,loopback' }).trustProxy).toEqual({
      addresses: ['10.0.0.0/8', '192.168.1.7', 'fd00::/8', 'loopback'],
    })
  })

  it.each([
    ['true', /believe any client's X-Forwarded-For/],
    ['10.0.0.0/33', /"10.0.0.0\/33" is not an address/],
    ['proxy.internal', /"proxy.internal" is not an address/],
  ])('refuses %s with a message naming the variable', (value, problem) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: /)
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(problem)
  })

  it('serves the API documents outside production, and in production only with API_DOCS=true', () => {
    const live = { NODE_ENV: 'production', RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 'secret-x' }
    const secret = { AUTH_SECRET: 'a'.repeat(32) }
    expect(loadConfig({}).apiDocs).toBe(true)
    expect(loadConfig({ ...live, ...secret }).apiDocs).toBe(false)
    expect(loadConfig({ ...live, ...secret, API_DOCS: 'true' }).apiDocs).toBe(true)
  })
})

describe('NOTIFICATIONS_*', () => {
  it('retries after 1 min, 5 min, 30 min, 2 h, 6 h and 24 h by default; the worker runs in every process', () => {
    expect(loadConfig({}).notifications).toEqual({
      worker: true,
      pollMs: 5000,
      retrySeconds: [60, 300, 1800, 7200, 21_600, 86_400],
      leaseSeconds: 300,
      paymentFailedHoldSeconds: 120,
      invoiceHoldSeconds: 600,
      documentLinkDays: 30,
    })
    const quick = loadConfig({
      NOTIFICATIONS_WORKER: 'false',
      NOTIFICATIONS_RETRY_SECONDS: '0.3, 0.6,1',
      NOTIFICATIONS_POLL_SECONDS: '0.5',
    }).notifications
    expect(quick).toMatchObject({ worker: false, retrySeconds: [0.3, 0.6, 1], pollMs: 500 })
  })

  it.each(['soon', '60,,300', '-5'])('refuses a retry schedule of %j, naming the variable', (value) => {
    expect(() => loadConfig({ NOTIFICATIONS_RETRY_SECONDS: value })).toThrow(/NOTIFICATIONS_RETRY_SECONDS: /)
  })
})

describe('WHATSAPP_* (decision 049)', () => {
  const live = {
    NODE_ENV: 'production',
    RAZORPAY_KEY_ID: 'rzp_live_x',
    RAZORPAY_KEY_SECRET: 'secret-x',
    AUTH_SECRET: 'a'.repeat(32),
  }
  it('uses the stand-in without a token outside production, and is off without one in production', () => {
    expect(loadConfig({}).whatsapp).toMatchObject({ kind: 'cloud', standIn: true, version: 'v21.0' })
    expect(loadConfig(live).whatsapp).toEqual({ kind: 'off' })
  })
  it('talks to the Cloud API with a token, which needs the number id, app secret and verify token', () => {
    const token = { WHATSAPP_TOKEN: 'EAAG-token-x' }
    expect(() => loadConfig({ ...live, ...token })).toThrow(/WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET/)
    const c = loadConfig({
      ...live,
      ...token,
      WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
      WHATSAPP_APP_SECRET: 'app-secret-x',
      WHATSAPP_VERIFY_TOKEN: 'verify-token-x',
    }).whatsapp
    expect(c).toMatchObject({ kind: 'cloud', standIn: false, phoneNumberId: '106540352242922' })
  })
})

describe('MSG91_* (decision 055)', () => {
  const live = {
    NODE_ENV: 'production',
    RAZORPAY_KEY_ID: 'rzp_live_x',
    RAZORPAY_KEY_SECRET: 'secret-x',
    AUTH_SECRET: 'a'.repeat(32),
  }
  it('uses the stand-in without an auth key outside production, and is off without one in production', () => {
    expect(loadConfig({}).sms).toMatchObject({ kind: 'msg91', standIn: true })
    expect(loadConfig(live).sms).toEqual({ kind: 'off' })
  })
  it('talks to MSG91 with an auth key, which needs the OTP template; the key is never printed', () => {
    const key = { MSG91_AUTH_KEY: '412345AbCdEfGhIj' }
    expect(() => loadConfig({ ...live, ...key })).toThrow(/MSG91_OTP_TEMPLATE_ID is required/)
    const c = loadConfig({ ...live, ...key, MSG91_OTP_TEMPLATE_ID: '6543210fedcba98765432100' }).sms
    expect(c).toMatchObject({ kind: 'msg91', standIn: false, templateId: '6543210fedcba98765432100' })
    expect(() => loadConfig({ MSG91_AUTH_KEY: 'short' })).toThrow(/MSG91_AUTH_KEY: .*value not shown/)
  })
  it('the stand-in has an OTP template in every language; MSG91 only those MSG91_OTP_TEMPLATE_IDS names', () => {
    expect(loadConfig({}).sms).toMatchObject({
      templateId: 'stand-in-otp-template',
      templateIds: {
        hi: 'stand-in-otp-template-hi',
        te: 'stand-in-otp-template-te',
        ta: 'stand-in-otp-template-ta',
        kn: 'stand-in-otp-template-kn',
        ml: 'stand-in-otp-template-ml',
      },
    })
    const msg91 = {
      ...live,
      MSG91_AUTH_KEY: '412345AbCdEfGhIj',
      MSG91_OTP_TEMPLATE_ID: '6543210fedcba98765432100',
    }
    expect(loadConfig(msg91).sms).toMatchObject({ templateIds: {} })
    const ids = loadConfig({
      ...msg91,
      MSG91_OTP_TEMPLATE_IDS: ' hi=6650aaaa1111bbbb2222cccc , TE=6650dddd3333eeee4444ffff,',
    }).sms
    expect(ids).toMatchObject({
      templateId: '6543210fedcba98765432100',
      templateIds: { hi: '6650aaaa1111bbbb2222cccc', te: '6650dddd3333eeee4444ffff' },
    })
    expect(ids.kind === 'msg91' && Object.keys(ids.templateIds)).toEqual(['hi', 'te'])
    // the stand-in takes the ones it is given too (a shop's tests of a language without a template)
    expect(loadConfig({ MSG91_OTP_TEMPLATE_IDS: 'ml=stand-in-otp-template-ml' }).sms).toMatchObject({
      templateIds: { ml: 'stand-in-otp-template-ml' },
    })
  })
  it('a wrong MSG91_OTP_TEMPLATE_IDS stops the server, naming the variable and what is wrong', () => {
    const bad = (value: string) => () => loadConfig({ MSG91_OTP_TEMPLATE_IDS: value })
    expect(bad('6650aaaa1111bbbb2222cccc')).toThrow(
      /MSG91_OTP_TEMPLATE_IDS: '6650aaaa1111bbbb2222cccc' is not language=template id/,
    )
    expect(bad('fr=6650aaaa1111bbbb2222cccc')).toThrow(
      /MSG91_OTP_TEMPLATE_IDS: 'fr' is not one of the shop's languages \(hi, te, ta, kn, ml\)/,
    )
    expect(bad('en=6650aaaa1111bbbb2222cccc')).toThrow(
      /MSG91_OTP_TEMPLATE_IDS: English is MSG91_OTP_TEMPLATE_ID/,
    )
    expect(bad('hi=6650aaaa1111bbbb2222cccc,hi=6650dddd3333eeee4444ffff')).toThrow(
      /MSG91_OTP_TEMPLATE_IDS: hi is named twice/,
    )
    expect(bad('hi=')).toThrow(/MSG91_OTP_TEMPLATE_IDS: hi's template id must be 8 to 64/)
    expect(bad('te=66 50')).toThrow(/te's template id/)
    expect(bad('ta=abc')).toThrow(/\(got "ta=abc"\)/)
  })
})

describe('SHOP_TAGLINE', () => {
  // The storefront says the default tagline in the page's language and a tagline of the shop's own as written: the
  // default must be the storefront's text to the comma, or a Hindi page's splash typed it in English (decision 058).
  it('is by default the tagline the storefront says in every language; one of the shop’s own is kept as written', () => {
    expect(loadConfig({}).shop.tagline).toBe(DEFAULT_TAGLINE)
    expect(loadConfig({ SHOP_TAGLINE: 'Straight from the farm' }).shop.tagline).toBe('Straight from the farm')
  })
})
