import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { signInApiForEachTest } from '@/test/signed-in-api';
import TriggerUseField from './trigger-use-field';

signInApiForEachTest();

describe('TriggerUseField', () => {
  it("says so when the chosen trigger's name cannot be loaded", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify({ success: { ok: false, message: 'Service unavailable' } }), {
            status: 503,
          }),
        ),
      ),
    );
    renderWithProviders(
      <TriggerUseField value={{ triggerCode: 'tr1', playWhen: 'Active' }} onChange={() => {}} />,
    );
    expect(await screen.findByText('Service unavailable')).toBeInTheDocument();
  });
});
