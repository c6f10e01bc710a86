import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage, i18n, loadTexts } from '@/lib/i18n/i18n';
import { renderWithProviders } from '@/test/render';
import {
  PlayerStatusBadge,
  roundedDuration,
  statusLabel,
  statusReasonsText,
} from './player-status-badge';

const t = i18n.getFixedT('en_US');
const base = { noContactForMs: null, reasons: [], customText: null, isFake: false };

describe('player status badge', () => {
  it('rounds a silence to its largest whole unit', () => {
    expect(roundedDuration(20_000)).toEqual({ unit: 'minutes', count: 1 });
    expect(roundedDuration(5 * 3_600_000)).toEqual({ unit: 'hours', count: 5 });
    expect(roundedDuration(3 * 86_400_000)).toEqual({ unit: 'days', count: 3 });
  });

  it('says how long a screen has had no contact', () => {
    const status = { ...base, kind: 'noContact' as const, noContactForMs: 2 * 3_600_000 };
    expect(statusLabel(status, t)).toBe('No contact for 2 hours');
  });

  it("shows a custom status in the support user's words", () => {
    const status = { ...base, kind: 'custom' as const, customText: 'Panel replaced Friday' };
    expect(statusLabel(status, t)).toBe('Panel replaced Friday');
  });

  it('marks the badge with its status so it can change in place', () => {
    renderWithProviders(<PlayerStatusBadge status={{ ...base, kind: 'online' }} t={t} />);
    expect(screen.getByText('Online').closest('[data-status]')).toHaveAttribute(
      'data-status',
      'online',
    );
  });

  it("gives its own reasons in the language shown and a screen's error texts as sent", async () => {
    await loadTexts(['screens']);
    const status = {
      ...base,
      kind: 'issue' as const,
      reasons: ['plays an older playlist', 'Disk full'],
    };
    await changeLanguage('de_DE');
    expect(statusReasonsText(status, i18n.getFixedT('de_DE'))).toBe(
      'spielt eine ältere Wiedergabeliste, Disk full',
    );
    await changeLanguage('en_US');
  });
});
