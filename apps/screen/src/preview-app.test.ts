import { afterEach, describe, expect, it, vi } from 'vitest';
import { previewTokenOf } from './preview-address';
import { testManifest } from './engine/test-manifests';
import { PreviewApp, previewClock } from './preview-app';

const manifest = testManifest([], { name: 'Lunch', timeZone: 'Europe/Stockholm', layers: [] });

afterEach(() => vi.unstubAllGlobals());

describe('preview mode', () => {
  it('reads its token from the fragment only', () => {
    const token = 'a'.repeat(43);
    expect(previewTokenOf(`#preview=${token}`)).toBe(token);
    expect(previewTokenOf('')).toBeNull();
    expect(previewTokenOf('#preview=<script>')).toBeNull();
  });

  it('plays as at the chosen moment, with time running on', () => {
    let real = Date.parse('2025-06-01T08:00:00Z');
    const now = previewClock('2030-01-02T11:00:00Z', () => real);
    expect(now().toISOString()).toBe('2030-01-02T11:00:00.000Z');
    real += 5000;
    expect(now().toISOString()).toBe('2030-01-02T11:00:05.000Z');
    expect(previewClock(null, () => real)().getTime()).toBe(real);
  });

  it('plays the manifest under a badge, asking the gateway for nothing but the preview', async () => {
    const fetched: [string, RequestInit | undefined][] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        fetched.push([url, init]);
        return new Response(
          JSON.stringify({ manifest, startsAt: null, expiresAt: '2999-01-01T00:00:00Z' }),
        );
      }),
    );
    const root = document.createElement('main');
    await new PreviewApp(root, 'token-token-token-1').start();
    expect(fetched.map(([url]) => url)).toEqual(['/screen-api/preview']);
    expect(new Headers(fetched[0]?.[1]?.headers).get('authorization')).toBe(
      'Bearer token-token-token-1',
    );
    expect(root.querySelector('.player')).not.toBeNull();
    expect(root.querySelector('.preview-badge')?.textContent).toBe('Preview');
  });

  it('says the preview ended when the gateway no longer opens it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 410 })),
    );
    const root = document.createElement('main');
    await new PreviewApp(root, 'token-token-token-1').start();
    expect(root.textContent).toContain('This preview has ended');
  });
});
