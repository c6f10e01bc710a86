import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const page = await browser.newPage();
await page.addInitScript(() => localStorage.setItem('marquee.app.access_token', 'a.b.c'));
await page.route(/\/api\/users\/signedInUser$/, (r) => r.fulfill({ json: { success: { ok: true }, user: { id: 'u1', firstName: 'M', lastName: 'L', email: 'e', accountCode: 'a', accountName: 'A', roles: [], isOwner: true, isAdmin: true, userType: 'Customer', isSupportAccess: false, authorisation: { Broadcast: 'AddAndEdit' }, languageCode: 'en_US', dateFormat: 'YYYY-MM-DD' } } }));
await page.goto('http://localhost:5181/broadcast');
await page.waitForTimeout(2000);
console.log(await page.evaluate(() => {
  const tab = document.querySelector('[role=tab]');
  const nav = document.querySelector('nav a');
  return { tabClass: tab?.className, tabPad: tab && getComputedStyle(tab).padding, navClass: nav?.className, navActive: nav?.getAttribute('data-active'), sheets: [...document.styleSheets].map(s => s.href || (s.ownerNode?.getAttribute('data-vite-dev-id') ?? '').split('/').pop()).join(' ') };
}));
await browser.close();
