import fastifyHelmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'
import type { Config } from '../config.ts'
import { EARLY_TAPS_CSP_SOURCE } from '../web/early-taps-script.ts'

/**
 * The headers every reply carries (helmet): a Content-Security-Policy without inline scripts (but the one of
 * `web/early-taps-script.ts`, by its hash) that lets Razorpay's
 * Checkout in (not in test mode, where the built-in gateway is same-origin), no framing, nosniff, a referrer
 * policy, and HSTS in production.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const razorpay = (...origins: string[]) => (config.payments.testMode ? [] : origins)
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        // the one inline script, by its hash: it holds a tap before hydration (decision 012, amended 2026-11-27)
        'script-src': ["'self'", EARLY_TAPS_CSP_SOURCE, ...razorpay('https://checkout.razorpay.com')],
        // Radix and React write style attributes and small <style> blocks (scroll lock); no script runs from them.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'"],
        'connect-src': ["'self'", ...razorpay('https://api.razorpay.com', 'https://lumberjack.razorpay.com')],
        'media-src': ["'self'"],
        'frame-src': ["'self'", ...razorpay('https://api.razorpay.com', 'https://checkout.razorpay.com')],
        'frame-ancestors': ["'none'"],
        'form-action': ["'self'"],
        'base-uri': ["'self'"],
        'object-src': ["'none'"],
        ...(config.env === 'production' ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity:
      config.env === 'production' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  })
}

/**
 * The API docs page's own CSP (Swagger UI sends one): Swagger UI sets a few style attributes as it draws (no
 * script runs from them), which its policy forbade.
 */
export function allowSwaggerUiStyles(header: string): string {
  return header.replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline' https:")
}
