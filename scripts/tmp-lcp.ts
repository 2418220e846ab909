import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { startShop } from './lib/shop-process.ts'
const shop = await startShop()
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] })
try {
  for (const path of process.argv.slice(2)) {
    for (let i = 0; i < 2; i++) await (await fetch(`${shop.base}${path}`)).arrayBuffer()
    const r = await lighthouse(`${shop.base}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
    const lhr = r!.lhr
    console.log('==', path, lhr.categories.performance.score, lhr.audits['largest-contentful-paint'].numericValue, 'FCP', lhr.audits['first-contentful-paint'].numericValue)
    for (const [id, a] of Object.entries(lhr.audits)) if (/lcp|largest/i.test(id)) console.log(id, JSON.stringify((a as any).details)?.slice(0, 1200))
  }
} finally { chrome.kill(); await shop.stop() }
