import { resolveFeatureFlags } from '@marquee/domain';
import { luminance } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authSession } from '@/lib/auth/auth-session';
import type { ShellUser } from '@/lib/session/shell-user';
import { renderWithProviders } from '@/test/render';
import { consoleAccountAddress, SupportAccessBanner } from './support-access-banner';

const supportAccess: ShellUser = {
  firstName: 'Sam',
  lastName: 'Support',
  email: 'sam@example.com',
  languageCode: 'en_US',
  context: 'Demo Cafe',
  isAdmin: false,
  isLegacyEnvironment: false,
  isSupportAccess: true,
  accountCode: 'demo-cafe',
  featureFlags: resolveFeatureFlags({}),
  authorisation: {},
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('support access banner', () => {
  it('names the account and the support user, and goes back to the console', async () => {
    const clear = vi.spyOn(authSession, 'clear').mockResolvedValue();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderWithProviders(<SupportAccessBanner user={supportAccess} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Support access: you are acting in Demo Cafe as support user Sam Support.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Back to the support console' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/support/accounts/demo-cafe'), {
      timeout: 5_000,
    });
    expect(clear).toHaveBeenCalled();
  });

  it('writes white on a background that reads at WCAG AA (4.5:1)', () => {
    renderWithProviders(<SupportAccessBanner user={supportAccess} />);
    const background = screen
      .getByTestId('support-access-banner')
      .style.getPropertyValue('--alert-bg');
    // A theme variable would not be a colour that can be measured here: the banner names its own.
    expect(background).toMatch(/^(#|rgb)/);
    expect((1 + 0.05) / (luminance(background) + 0.05)).toBeGreaterThanOrEqual(4.5);
  });

  it('stays away for a customer user', () => {
    renderWithProviders(
      <SupportAccessBanner user={{ ...supportAccess, isSupportAccess: false }} />,
    );
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('goes to the console overview when no account is known', () => {
    expect(consoleAccountAddress(null)).toBe('/support/');
  });
});
