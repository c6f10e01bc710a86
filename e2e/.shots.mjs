import { chromium } from '@playwright/test';
const [,, base, config, out] = process.argv;
const jwt = 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ1In0.c2ln';
const full = Object.fromEntries(['Broadcast','CampaignBuilder','PlayerClusters','Screens','MediaLibrary','Settings','Triggers','InteractiveBroadcasts','AccountItems','RoleItems','RolesAndUsers','SupportAccounts','SupportPlayers','SupportPlayerCommands','SupportFormats','SupportTemplates','SupportApplications','SupportSettings','SupportOrganizations','SupportUsersAndRoles','SupportAlarms','SupportEndpoints'].map(r => [r, 'AddAndEdit']));
const player = { success: { ok: true }, user: { id: 'u1', firstName: 'Maja', lastName: 'Lindqvist', email: 'maja@example.com', accountCode: 'acme', accountName: 'Acme Retail', roles: [{ roleCode: 'admin', roleName: 'Administrator' }], isOwner: true, isAdmin: true, userType: 'Customer', isSupportAccess: false, authorisation: full, languageCode: 'en_US', dateFormat: 'YYYY-MM-DD' } };
const support = { success: { ok: true }, user: { userCode: 's1', firstName: 'Sam', lastName: 'Okafor', email: 'sam@example.com', isAdmin: true, roles: [{ roleCode: 'lead', roleName: 'Support lead' }], authorisation: full, userType: 'Support', languageCode: 'en_US', dateFormat: 'YYYY-MM-DD', defaultClientCode: null } };
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic','--disable-background-networking','--disable-component-update','--disable-sync'] });
const prefix = config === 'support' ? 'marquee.support' : 'marquee.app';
async function shot(name, path, { width = 1440, height = 900, collapsed = false, lang } = {}) {
  const page = await browser.newPage({ viewport: { width, height } });
  page.on('console', (m) => { if (m.type() === 'error') console.log('console:', m.text()); });
  await page.addInitScript(([p, t, c, l]) => { localStorage.setItem(p + '.access_token', t); localStorage.setItem(p + '.sidebar.pinned', JSON.stringify(!c)); if (l) localStorage.setItem(p + '.language', l); }, [prefix, jwt, collapsed, lang ?? null]);
  await page.route(/\/api\/users(\/signedInUser)?$/, (route) => route.fulfill({ json: config === 'support' ? support : player }));
  await page.goto(base + path);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `${out}/${config}-${name}.png` });
  await page.close();
}
const landing = config === 'support' ? 'accounts' : 'broadcast';
await shot('desktop', landing);
await shot('collapsed', landing, { collapsed: true });
await shot('narrow', landing, { width: 390, height: 800 });
await shot('swedish', landing, { lang: config === 'support' ? 'de_DE' : 'sv_SE' });
if (config === 'player') await shot('fullscreen', 'permissions/new');
await browser.close();
