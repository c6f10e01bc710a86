import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { signInApiForEachTest } from '@/test/signed-in-api';
import { blankDefinition, draftOfDefinition } from './definition-draft';
import { DefinitionEditor } from './definition-editor';
import { PowerScheduleEditor } from './power-schedule-editor';
import { builtInView } from './setting-fixtures';

signInApiForEachTest();

/** The definition calls: each answers with the status and body given; records what was sent. */
function serve(status: number, json: object) {
  const fetch = vi.fn((_address: string, _init?: RequestInit) =>
    Promise.resolve(new Response(JSON.stringify(json), { status })),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('DefinitionEditor', () => {
  it('creates an Integer definition with its bounds and default', async () => {
    const stored = { ...builtInView('Volume'), playerSettingDefinitionCode: 'Lux' };
    const fetch = serve(200, { success: { ok: true }, definition: stored });
    const onClose = vi.fn();
    renderWithProviders(
      <DefinitionEditor accountCode="demo-retail" definition={blankDefinition} onClose={onClose} />,
    );
    const dialog = await screen.findByRole('dialog');
    const save = within(dialog).getByRole('button', { name: 'Save definition' });
    expect(save).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/^Code/), 'Lux');
    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Lux');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Value type' }));
    await userEvent.click(await within(dialog).findByRole('option', { name: 'Whole number' }));
    await userEvent.type(within(dialog).getByLabelText('Lowest value'), '5');
    await userEvent.type(within(dialog).getByLabelText('Highest value'), '9');
    // A default below the lowest value is marked before any save.
    expect(within(dialog).getByText('The default does not fit the rules above.')).toBeVisible();
    const fallback = within(dialog).getByLabelText('Default value');
    await userEvent.clear(fallback);
    await userEvent.type(fallback, '7');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Player' }));
    await userEvent.click(save);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [address, init] = fetch.mock.calls[0] ?? [];
    expect(address).toBe('/support/api/playerSettings/definition');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      accountCode: 'demo-retail',
      playerSettingDefinitionCode: 'Lux',
      name: 'Lux',
      description: '',
      valueType: 'Integer',
      minimum: 5,
      maximum: 9,
      defaultValue: 7,
      levels: ['Location', 'Account'],
      sentToScreens: true,
    });
  });

  it("keeps a stored definition's code and shows why the server refused a change", async () => {
    const message = 'valueType: 12 stored values would stop fitting';
    const fetch = serve(409, { success: { ok: false, message } });
    const own = { ...builtInView('LogLevel'), isBuiltIn: false, accountCode: 'demo-retail' };
    renderWithProviders(
      <DefinitionEditor
        accountCode="demo-retail"
        definition={draftOfDefinition(own)}
        onClose={vi.fn()}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Log level' });
    expect(within(dialog).getByLabelText(/^Code/)).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Sent to screens' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save definition' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(fetch.mock.calls[0]?.[0]).toBe('/support/api/playerSettings/LogLevel/definition');
  });
});

describe('PowerScheduleEditor', () => {
  it('switches a day on at working hours and flags an OFF time before the ON time', async () => {
    const onChange = vi.fn();
    const { rerender } = renderWithProviders(
      <PowerScheduleEditor label="Power schedule" value={[]} onChange={onChange} />,
    );
    expect(screen.getByText('No day chosen: the screen is always on.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Tuesday' }));
    expect(onChange).toHaveBeenCalledWith([{ day: 'Tuesday', on: '08:00', off: '18:00' }]);
    rerender(
      <PowerScheduleEditor
        label="Power schedule"
        value={[{ day: 'Tuesday', on: '18:00', off: '08:00' }]}
        onChange={onChange}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Tuesday: the OFF time is before the ON time.',
    );
    expect(screen.getByRole('group', { name: 'Tuesday: on at' })).toBeInTheDocument();
  });
});
