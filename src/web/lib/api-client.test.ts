import { afterEach, describe, expect, it } from 'vitest'
import { httpMessages } from '#domain/messages-http.ts'
import { type ApiError, apiRequest, configureServerApi } from './api-client.ts'
import { onAppEvent } from './app-events.ts'
import { resetLoginPromptThrottle } from './login-required.ts'

function answer(status: number, body: unknown) {
  configureServerApi({
    origin: window.location.origin,
    fetch: async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  })
}

async function failure(status: number, body: unknown) {
  answer(status, body)
  resetLoginPromptThrottle()
  const prompts: string[] = []
  const stop = onAppEvent('loginRequired', (detail) => prompts.push(detail.message))
  try {
    await apiRequest('/orders')
    throw new Error('no error')
  } catch (err) {
    return { err: err as ApiError, prompts }
  } finally {
    stop()
  }
}

afterEach(() => configureServerApi({ origin: 'http://localhost', fetch: (i, init) => fetch(i, init) }))

describe('apiRequest failures', () => {
  it('a 403 with an empty or blank message says the 403 text, not the 401 one', async () => {
    for (const message of ['', '   ']) {
      const { err, prompts } = await failure(403, { success: false, message })
      expect(err.status).toBe(403)
      expect(err.message).toBe(httpMessages.status(403))
      expect(prompts).toEqual([httpMessages.forbidden])
      expect(prompts[0]).not.toBe(httpMessages.unauthenticated)
    }
  })

  it("keeps the server's own message when there is one", async () => {
    const { err, prompts } = await failure(403, { success: false, message: 'Not your order' })
    expect(err.message).toBe('Not your order')
    expect(prompts).toEqual(['Not your order'])
    const notFound = await failure(404, { success: false, message: '' })
    expect(notFound.err.message).toBe(httpMessages.status(404))
  })
})

describe('apiRequest language', () => {
  it("asks the server to speak the page's language, not the browser's", async () => {
    const asked: (string | null)[] = []
    configureServerApi({
      origin: window.location.origin,
      fetch: async (_input, init) => {
        asked.push(new Headers(init?.headers).get('accept-language'))
        return new Response(JSON.stringify({ success: true, data: [] }), {
          headers: { 'content-type': 'application/json' },
        })
      },
    })
    const at = window.location.pathname
    try {
      for (const path of ['/te/product/101', '/products', '/hi/cart']) {
        window.history.replaceState(null, '', path)
        await apiRequest('/cart')
      }
    } finally {
      window.history.replaceState(null, '', at)
    }
    expect(asked).toEqual(['te', 'en', 'hi'])
  })
})

describe('apiRequest failures in the page language', () => {
  it("says a reply without a message of its own in the page's language", async () => {
    const at = window.location.pathname
    window.history.replaceState(null, '', '/hi/checkout')
    try {
      configureServerApi({
        origin: window.location.origin,
        fetch: async () => new Response('<html>Bad gateway</html>', { status: 502 }),
      })
      const err = (await apiRequest('/cart').catch((e: unknown) => e)) as ApiError
      expect(err.message).toBe('HTTP त्रुटि! स्टेटस: 502')
      const { prompts } = await failure(419, { success: false, message: '' })
      expect(prompts).toEqual(['आपका सेशन खत्म हो गया है। आगे बढ़ने के लिए कृपया फिर से लॉगिन करें।'])
    } finally {
      window.history.replaceState(null, '', at)
    }
  })
})
