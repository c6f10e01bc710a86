import { describe, expect, it } from 'vitest';
import type { DemoSeed } from './seed';
import { startSummary } from './start-summary';

const signIns: DemoSeed['signIns'] = [
  { email: 'owner@retail.example.com', app: 'customer app', accountName: 'Demo Retail' },
  { email: 'support@marquee.example.com', app: 'support console' },
];

describe('startSummary', () => {
  it('names the public address of every app', () => {
    const { lines, fields } = startSummary('https://signage.example.com', null);
    const text = lines.join('\n');
    expect(text).toContain('Marquee is ready at https://signage.example.com');
    expect(text).toContain('https://signage.example.com/support/');
    expect(text).toContain('https://signage.example.com/screen/');
    expect(text).not.toContain('Demo');
    expect(fields).toEqual({ address: 'https://signage.example.com' });
  });

  it('shows the demo users and the password made up for this start', () => {
    const demo = { signIns, password: 'made-up-9xQ', isPasswordGenerated: true };
    const { lines, fields } = startSummary('http://localhost:8080', demo);
    const text = lines.join('\n');
    expect(text).toMatch(/owner@retail\.example\.com +customer app, owner of Demo Retail/);
    expect(text).toMatch(/support@marquee\.example\.com +support console/);
    expect(text).toMatch(/password +made-up-9xQ/);
    expect(fields).toMatchObject({ demoSignIns: signIns, demoPassword: 'made-up-9xQ' });
  });

  it('never shows a password someone chose in SEED_PASSWORD', () => {
    const demo = { signIns, password: 'chosen-secret-1', isPasswordGenerated: false };
    const { lines, fields } = startSummary('http://localhost:8080', demo);
    expect(`${lines.join('\n')}${JSON.stringify(fields)}`).not.toContain('chosen-secret-1');
    expect(lines.join('\n')).toMatch(/password +the value of SEED_PASSWORD/);
  });
});
