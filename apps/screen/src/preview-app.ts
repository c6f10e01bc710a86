import type { ScreenPreview } from '@marquee/contracts';
import { Stage } from './engine/stage';
import { t } from './i18n';
import { renderNotice } from './pairing-view';

/**
 * A clock that reads `startsAt` at the moment it is made and runs on from there: the preview
 * plays as at the chosen moment. Without one it is the real clock.
 */
export function previewClock(startsAt: string | null, realNow = () => Date.now()): () => Date {
  const offsetMs = startsAt ? Date.parse(startsAt) - realNow() : 0;
  return () => new Date(realNow() + offsetMs);
}

/**
 * A broadcast's preview in a frame of the customer app: the manifest the token opens, played by
 * the screen's own stage under a small badge until the preview ends. It never registers, pairs,
 * beats, caches for offline or records a play: it holds no screen credential at all.
 */
export class PreviewApp {
  private stage: Stage | null = null;

  constructor(
    private readonly root: HTMLElement,
    private readonly token: string,
  ) {}

  async start(): Promise<void> {
    renderNotice(this.root, t('starting'));
    const response = await fetch('/screen-api/preview', {
      headers: { authorization: `Bearer ${this.token}` },
      credentials: 'same-origin',
      cache: 'no-store',
    }).catch(() => null);
    if (!response?.ok) return this.end(response ? 'previewEnded' : 'offline');
    const preview = (await response.json()) as ScreenPreview;
    this.stage = new Stage(
      preview.manifest,
      () => undefined,
      () => undefined,
      previewClock(preview.startsAt),
    );
    const badge = document.createElement('p');
    badge.className = 'preview-badge';
    badge.textContent = t('preview');
    this.root.replaceChildren(this.stage.root, badge);
    this.stage.start();
    const leftMs = Date.parse(preview.expiresAt) - Date.now();
    setTimeout(() => this.end('previewEnded'), Math.max(0, leftMs));
  }

  private end(reason: 'previewEnded' | 'offline'): void {
    this.stage?.stop();
    this.stage = null;
    renderNotice(this.root, t(reason));
  }
}
