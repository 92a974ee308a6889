import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS } from './lib/chromium-flags.mjs';
const url = process.argv[2];
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: [...CHROMIUM_FLAGS] });
const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
await chrome.kill();
const a = lhr.audits;
console.log('perf', lhr.categories.performance.score, 'FCP', a['first-contentful-paint'].displayValue, 'LCP', a['largest-contentful-paint'].displayValue, 'TBT', a['total-blocking-time'].displayValue, 'SI', a['speed-index'].displayValue);
for (const id of ['bootup-time','mainthread-work-breakdown','long-tasks','largest-contentful-paint-element','lcp-lazy-loaded','render-blocking-resources','network-requests']) {
  const d = a[id]?.details; if (!d) continue;
  console.log('==', id, a[id].displayValue ?? '');
  for (const it of (d.items ?? []).slice(0, id==='network-requests'?60:15)) {
    if (id==='network-requests') console.log(Math.round(it.networkRequestTime), Math.round(it.networkEndTime), (it.transferSize/1024).toFixed(1), it.url.replace(/^https?:\/\/[^/]+/,''));
    else if (id==='largest-contentful-paint-element') console.log(JSON.stringify(it).slice(0,600));
    else console.log(JSON.stringify(it).replace(/https?:\/\/[^/]+/g,'').slice(0,240));
  }
}
