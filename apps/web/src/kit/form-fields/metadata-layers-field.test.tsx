import { act, screen, within } from '@testing-library/react';
import type { MetadataLayer, SignField } from '@marquee/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyLayer } from './metadata-layers';
import { modalWidth, model, renderForm, setupUser, testLoaders } from './form-test-harness';

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

const video: SignField = { fieldName: 'video', type: 'media', label: 'Video' };
const layersField: SignField = {
  fieldName: 'layers',
  type: 'metadataLayers',
  label: 'Layers',
  parentField: 'video',
};
const layer = (
  id: string,
  layerName: string,
  patch: Partial<MetadataLayer> = {},
): MetadataLayer => ({
  ...emptyLayer(id, 'M2'),
  layerName,
  ...patch,
});
const layersOf = (values: Record<string, unknown>) => values.layers as MetadataLayer[];

describe('metadata layers', () => {
  it("loads the parent media's layers when its code changes", async () => {
    const loaders = testLoaders({
      loadMetadataLayers: vi.fn(async () => [layer('a', 'Price'), layer('b', 'Name')]),
    });
    const { values } = renderForm(model(video, layersField), {
      loaders,
      initial: { video: { mediaCode: 'M2' } },
    });
    expect(await screen.findByText('Price')).toBeInTheDocument();
    expect(loaders.loadMetadataLayers).toHaveBeenCalledExactlyOnceWith('M2');
    expect(layersOf(values()).map((l) => l.layerName)).toEqual(['Price', 'Name']);
  });

  it('warns for 10 s when the media has no layers', async () => {
    renderForm(model(video, layersField), { initial: { video: { mediaCode: 'M2' } } });
    expect(await screen.findByText('No layers found in the media file.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByText('No layers found in the media file.')).not.toBeInTheDocument();
  });

  it('shows the generic error when the layers cannot be read', async () => {
    const loaders = testLoaders({
      loadMetadataLayers: vi.fn(async () => Promise.reject(new Error('unreadable XMP'))),
    });
    renderForm(model(video, layersField), { loaders, initial: { video: { mediaCode: 'M2' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('An error has occurred.');
  });

  it('keeps the layers a sign already holds for its media', async () => {
    const { loaders } = renderForm(model(video, layersField), {
      initial: { video: { mediaCode: 'M2' }, layers: [layer('a', 'Edited price')] },
    });
    expect(await screen.findByText('Edited price')).toBeInTheDocument();
    expect(loaders.loadMetadataLayers).not.toHaveBeenCalled();
  });

  it('adds an empty layer after the current one, copies with a new id, removes while more than one', async () => {
    const user = setupUser();
    const { values } = renderForm(model(video, layersField), {
      initial: { video: { mediaCode: 'M2' }, layers: [layer('a', 'Price'), layer('b', 'Name')] },
    });
    await user.click(screen.getByRole('button', { name: 'Add a layer after Price' }));
    expect(layersOf(values()).map((l) => l.layerName)).toEqual(['Price', '', 'Name']);
    await user.click(screen.getByRole('button', { name: 'Copy Name' }));
    const copied = layersOf(values());
    expect(copied.map((l) => l.layerName)).toEqual(['Price', '', 'Name', 'Name']);
    expect(copied[3]!.id).not.toBe(copied[2]!.id);
    for (const name of ['Price', 'Unnamed layer', 'Name']) {
      await user.click(screen.getAllByRole('button', { name: `Remove ${name}` })[0]!);
    }
    expect(layersOf(values()).map((l) => l.id)).toEqual([copied[3]!.id]);
    expect(screen.queryByRole('button', { name: 'Remove Name' })).not.toBeInTheDocument();
  });

  it('edits the selected layers at once (720 px), each keeping its own name', async () => {
    const user = setupUser();
    const { values } = renderForm(model(video, layersField), {
      initial: {
        video: { mediaCode: 'M2' },
        layers: [layer('a', 'Price'), layer('b', 'Name'), layer('c', 'Extra')],
      },
    });
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Extra' }));
    await user.click(screen.getByRole('button', { name: 'Edit 2 selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit selected layers' });
    expect(modalWidth()).toBe(720);
    expect(within(dialog).queryByRole('textbox', { name: 'Layer name' })).not.toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Colour' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Colour' }), '#ff0000');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(layersOf(values()).map((l) => [l.layerName, l.color])).toEqual([
      ['Price', '#ff0000'],
      ['Name', '#ff0000'],
      ['Extra', '#ffffff'],
    ]);
  });

  it("opens one layer's options (620 px), where it can be renamed", async () => {
    const user = setupUser();
    const { values } = renderForm(model(video, layersField), {
      initial: { video: { mediaCode: 'M2' }, layers: [layer('a', 'Price')] },
    });
    await user.click(screen.getByRole('button', { name: 'Options of Price' }));
    const dialog = await screen.findByRole('dialog', { name: 'Layer options' });
    expect(modalWidth()).toBe(620);
    await user.type(within(dialog).getByRole('textbox', { name: 'Layer name' }), ' tag');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(layersOf(values())[0]!.layerName).toBe('Price tag');
  });
});
