import { runLighthouse } from './bench/lighthouse.ts'
import { lighthouseReport } from './bench/lighthouse-report.ts'
import { startShop } from './lib/shop-process.ts'
const shop = await startShop()
try { console.log(lighthouseReport(await runLighthouse(shop.base, process.argv.slice(2)))) } finally { await shop.stop() }
