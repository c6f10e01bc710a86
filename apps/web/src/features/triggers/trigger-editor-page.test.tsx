import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signInApiForEachTest } from '@/test/signed-in-api';
import TriggerEditorPage from './trigger-editor-page';
import { accountTrigger, renderAt, serve, success } from './triggers-test-server';

signInApiForEachTest();

const saved = accountTrigger('t1', 'Morning');

function serveEditor(refusal: { status: number; message: string }) {
  return serve(({ method }) => {
    if (method === 'GET') return { status: 200, json: { success, accountTrigger: saved } };
    return { status: refusal.status, json: { success: { ok: false, message: refusal.message } } };
  });
}

const renderEditor = (entry = '/triggers/t1/Morning') =>
  renderAt(<TriggerEditorPage />, {
    name: entry === '/triggers/new' ? 'TriggerNew' : 'TriggerDetails',
    path: entry === '/triggers/new' ? '/triggers/new' : '/triggers/:triggerCode/:triggerName?',
    entry,
  });

describe('the trigger editor', () => {
  it("shows the server's 400 on the daypart it names", async () => {
    const requests = serveEditor({
      status: 400,
      message: 'setting.dayparts[0].weekdayStartTime: must be HH:MM; name: is too long',
    });
    renderEditor();
    const name = await screen.findByDisplayValue('Morning');
    await userEvent.type(name, '!');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const daypart = await screen.findByRole('group', { name: 'Daypart 1' });
    expect(await within(daypart).findByText('must be HH:MM')).toBeInTheDocument();
    expect(screen.getByText('is too long')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      name: 'Morning!',
      triggerGroup: 'Dayparts',
      actionType: 'Play',
      variableName: null,
      activeValue: null,
      isEnabled: true,
      setting: saved.setting,
    });
  });

  it('offers the actions of the type chosen and defaults the active value of an external', async () => {
    const requests = serveEditor({
      status: 409,
      message: 'The variable name fire is already used in this account.',
    });
    renderEditor('/triggers/new');
    await userEvent.type(await screen.findByLabelText('Name'), 'Alarm');
    await userEvent.click(screen.getByText('External'));
    expect(screen.getByLabelText('Active value')).toHaveValue('on');
    await userEvent.type(screen.getByLabelText('Variable name'), 'fire');
    await userEvent.click(screen.getByText('Interrupt'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The variable name fire is already used in this account.'),
    ).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      name: 'Alarm',
      triggerGroup: 'External',
      actionType: 'Interrupt',
      variableName: 'fire',
      activeValue: 'on',
    });
  });

  it('asks before leaving with unsaved changes', async () => {
    serveEditor({ status: 400, message: 'name: is too long' });
    renderEditor();
    await userEvent.type(await screen.findByDisplayValue('Morning'), ' rush');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    const asked = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    await userEvent.click(within(asked).getByRole('button', { name: "Don't save" }));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
  });

  it('deletes only after confirming, showing why the server refused', async () => {
    serveEditor({ status: 409, message: "This trigger is used by 'Breakfast'." });
    renderEditor();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete trigger' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(
      await within(confirm).findByText("This trigger is used by 'Breakfast'."),
    ).toBeInTheDocument();
  });
});
