import lighthouse from 'lighthouse'
import { launchChrome } from './scripts/bench/lhr'
const url = process.argv[2]!
const chrome = await launchChrome()
const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
const lhr = r!.lhr
const a = lhr.audits
console.log('FCP', a['first-contentful-paint']!.numericValue, 'LCP', a['largest-contentful-paint']!.numericValue, 'TBT', a['total-blocking-time']!.numericValue)
for (const k of Object.keys(a).filter((k) => /lcp|largest/.test(k))) console.log(k, String(JSON.stringify(a[k]!.details ?? a[k]!.displayValue)).slice(0, 600))
const reqs = (a['network-requests']!.details as any).items as any[]
const fcpObs = (a.metrics!.details as any).items[0].observedFirstContentfulPaint
console.log('observed FCP', fcpObs, 'observed LCP', (a.metrics!.details as any).items[0].observedLargestContentfulPaint)
for (const q of reqs) console.log(String(Math.round(q.networkRequestTime)).padStart(6), String(Math.round(q.networkEndTime)).padStart(6), (q.resourceType ?? '').padEnd(10), String(Math.round(q.transferSize/102.4)/10).padStart(6), q.priority, q.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 70))
await chrome.kill()
