import type { Db } from '#server/db/client.ts'
import { batchMismatches } from './batches.ts'
import { ledgerMismatches } from './repo.ts'

/**
 * `stock:verify` (decisions 031, 041 and 052): each pack's (SKU's) stock on hand against the sum of its stock
 * movements, each batch's remaining against the rows naming it, and no pack's batches above its stock. The lines
 * name every figure that disagrees; none when the ledger explains every unit. The shop's command prints them, and
 * every journey shop is checked with it when it stops (e2e/journey-shop.ts).
 */
export async function verifyStock(db: Db): Promise<{ ok: boolean; lines: string[] }> {
  const [differ, batches] = await Promise.all([ledgerMismatches(db), batchMismatches(db)])
  const lines = [
    ...differ.map(
      (d) =>
        `product ${d.productId} (${d.name}), SKU ${d.sku} (${d.size}): stock ${d.stock}, ledger ${d.ledger} (${d.stock - d.ledger > 0 ? '+' : ''}${d.stock - d.ledger} not in the ledger)`,
    ),
    ...batches.map((b) =>
      b.batchId === 0
        ? `SKU ${b.sku}: its batches hold ${b.remaining}, more than its stock ${b.ledger}`
        : `SKU ${b.sku}, batch ${b.lot}: remaining ${b.remaining}, ledger ${b.ledger}`,
    ),
  ]
  if (lines.length === 0)
    return {
      ok: true,
      lines: [
        "Stock ledger verified: every SKU's stock is the sum of its movements, every batch's remaining the sum of its own",
      ],
    }
  lines.push(
    `${differ.length} SKU(s) whose stock the ledger does not explain, ${batches.length} batch figure(s) that disagree`,
  )
  return { ok: false, lines }
}
