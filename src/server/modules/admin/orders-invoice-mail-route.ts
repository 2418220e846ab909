// The back office's 'mail the invoice again' (decision 022): the mail, then its audit line.
import { orderIdParam } from '#domain/contracts/admin-orders.ts'
import { adminOrderMessages } from '#domain/messages-admin-orders.ts'
import { formatPaise } from '#domain/money.ts'
import { orderMessages } from '#domain/orders.ts'
import { AppError } from '#server/errors.ts'
import { renderActionMail } from '#server/integrations/mail-templates.ts'
import { resolveSecret } from '../identity/auth-setup.ts'
import { createDocumentLinks } from '../notifications/document-links.ts'
import { type AdminApp, actionReply, type OrdersConsole, TAG, writeErrors } from './orders-console.ts'

export function invoiceResendRoute(app: AdminApp, c: OrdersConsole) {
  const { db, config, mailer, operators, recordOf, done } = c
  // The same signed links as the order mails: the PDF opens from a mail app, without signing in (decision 024).
  const links = createDocumentLinks({
    secret: resolveSecret(config),
    publicUrl: config.publicUrl,
    days: config.notifications.documentLinkDays,
  })
  app.post(
    '/orders/:id/invoice/resend',
    {
      config: { permission: 'orders.view' },
      schema: {
        tags: TAG,
        summary: 'Mails the shopper the link to their GST invoice again',
        params: orderIdParam,
        response: { 200: actionReply, ...writeErrors },
      },
    },
    async (req) => {
      const { row, shopper } = await recordOf(req.params.id)
      if (!row.invoiceNumber) throw new AppError('conflict', orderMessages.invoiceNotYet)
      if (!shopper.email) throw new AppError('conflict', adminOrderMessages.noShopperEmail)
      const shop = config.shop
      const base = config.publicUrl.replace(/\/$/, '')
      const invoiceUrl = links.sign({ kind: 'invoice', orderId: row.id })
      const orderUrl = `${base}/orders/${row.id}`
      const { html, text } = renderActionMail({
        shopName: shop.name,
        heading: `Your GST invoice for order ${row.id}`,
        paragraphs: [
          `Namaste ${row.shippingAddress.first_name || 'there'},`,
          `Here is the GST tax invoice ${row.invoiceNumber} for your order ${row.id} of ${formatPaise(row.totalPaise)}, as you asked.`,
          `The link opens it as a PDF without signing in for ${links.days} days; after that, download it from your order.`,
        ],
        action: { label: 'Download your invoice (PDF)', url: invoiceUrl },
        links: [{ label: 'View your order', url: orderUrl }],
        footnote: `Questions? Write to ${shop.email} or call ${shop.phone} (${shop.hours}).`,
        footer: `${shop.name} · ${shop.address}. A message about your order.`,
      })
      await mailer.send({
        to: shopper.email,
        subject: `GST invoice ${row.invoiceNumber} for order ${row.id}`,
        html,
        text,
        links: { invoice: invoiceUrl, order: orderUrl },
        headers: { 'Auto-Submitted': 'auto-generated' },
      })
      // Recorded once the mail has gone (a mail cannot be taken back with a transaction).
      const audit = operators.auditor(req)
      await db.transaction((tx) =>
        audit(tx, {
          action: 'order.invoice_resend',
          entityType: 'order',
          entityId: row.id,
          after: { to: shopper.email, invoice_number: row.invoiceNumber },
        }),
      )
      return done(row.id, adminOrderMessages.invoiceMailed(shopper.email))
    },
  )
}
