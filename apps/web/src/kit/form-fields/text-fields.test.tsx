import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultSwatches } from './color-hex';
import { model, renderForm, setupUser } from './form-test-harness';

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

describe('textarea', () => {
  it('opens focused when asked to edit and saves once, on leaving the box', async () => {
    const user = setupUser();
    const { reported, values } = renderForm(
      model({ fieldName: 'headline', type: 'textarea', label: 'Headline', maxLength: 12 }),
      { initial: { headline: 'Old' } },
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Headline' }));
    const box = screen.getByRole('textbox', { name: 'Headline' });
    expect(box).toHaveFocus();
    await user.clear(box);
    await user.type(box, 'Fresh coffee today');
    expect(reported).toHaveLength(0);
    expect(box).toHaveValue('Fresh coffee');
    expect(screen.getByText('0 characters left')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(values()).toEqual({ headline: 'Fresh coffee' });
    expect(reported).toHaveLength(1);
    expect(screen.getByText('Fresh coffee')).toBeInTheDocument();
  });
});

describe('colour picker', () => {
  it('is named by its label, loads lazily, and takes a typed #abc as #aabbcc after 600 ms', async () => {
    const user = setupUser();
    const { values, reported } = renderForm(
      model({ fieldName: 'background', type: 'colorPicker', label: 'Background' }),
    );
    const box = await screen.findByRole('textbox', { name: 'Background' });
    expect(box).toHaveAttribute('maxLength', '7');
    await user.type(box, '#AbC');
    act(() => vi.advanceTimersByTime(300));
    expect(reported).toHaveLength(0);
    act(() => vi.advanceTimersByTime(300));
    expect(values()).toEqual({ background: '#aabbcc' });
    expect(box).toHaveValue('#aabbcc');
  });

  it('offers 15 swatches, reports a pick after 100 ms, and closes on an outside click', async () => {
    const user = setupUser();
    const { values, reported } = renderForm(
      model({ fieldName: 'background', type: 'colorPicker', label: 'Background' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Choose a colour for Background' }));
    const swatches = await screen.findAllByRole('button', { name: /^#/ });
    expect(swatches.map((s) => s.getAttribute('aria-label'))).toEqual([...defaultSwatches]);
    await user.click(screen.getByRole('button', { name: '#fa5252' }));
    expect(reported).toHaveLength(0);
    act(() => vi.advanceTimersByTime(100));
    expect(values()).toEqual({ background: '#fa5252' });
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    const trigger = screen.getByRole('button', { name: 'Choose a colour for Background' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.queryByRole('button', { name: '#fa5252' })).not.toBeInTheDocument();
  });
});

describe('rich text', () => {
  it("offers the spec's sizes, fonts, colours and formats, and pastes plain text only", async () => {
    const { values } = renderForm(model({ fieldName: 'body', type: 'richText', label: 'Body' }));
    const editor = await screen.findByRole('textbox', { name: 'Body' });
    const optionsOf = (name: string) =>
      [...screen.getByRole('combobox', { name }).querySelectorAll('option')]
        .slice(1)
        .map((o) => o.textContent);
    expect(optionsOf('Size')[0]).toBe('20 px');
    expect(optionsOf('Size').at(-1)).toBe('60 px');
    expect(optionsOf('Font')).toEqual([
      'Helvetica',
      'Arial',
      'Times New Roman',
      'Courier New',
      'Comic Sans MS',
    ]);
    expect(optionsOf('Colour')).toEqual(['Green', 'Red', 'Blue', 'Yellow', 'Grey']);
    expect(optionsOf('Text style')).toEqual([
      'Heading 1',
      'Heading 2',
      'Heading 3',
      'Heading 4',
      'Paragraph',
    ]);
    editor.focus();
    const range = document.createRange();
    range.selectNodeContents(editor);
    window.getSelection()!.addRange(range);
    fireEvent.paste(editor, {
      clipboardData: {
        getData: (type: string) => (type === 'text/plain' ? 'Coffee <b>2.50</b>' : '<b>bold</b>'),
      },
    });
    expect(values()).toEqual({ body: 'Coffee &lt;b&gt;2.50&lt;/b&gt;' });
  });

  it('offers only the tools its editor settings leave on', async () => {
    renderForm(
      model({
        fieldName: 'body',
        type: 'richText',
        label: 'Body',
        editor: { font: false, color: false },
      }),
    );
    await screen.findByRole('textbox', { name: 'Body' });
    expect(screen.getByRole('button', { name: 'Bold' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Font' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Colour' })).not.toBeInTheDocument();
  });
});
