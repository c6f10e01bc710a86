import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { model, renderForm, setupUser, testLoaders } from './form-test-harness';

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => vi.useRealTimers());

const png = (name: string) => new File(['x'], name, { type: 'image/png' });

describe('media fields', () => {
  it('media: empty offers upload and the library ("Choose media"); chosen shows it until cleared', async () => {
    const user = setupUser();
    const { values, loaders } = renderForm(
      model({ fieldName: 'image', type: 'media', label: 'Image', mediaLibrary: 'ItemImages' }),
    );
    expect(screen.getByLabelText('Upload a file for Image')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose from library' }));
    const picker = await screen.findByRole('dialog', { name: 'Choose media' });
    expect(loaders.searchMedia).toHaveBeenCalledWith(
      expect.objectContaining({ library: 'ItemImages' }),
    );
    await user.click(await within(picker).findByText('Beach.jpg'));
    await user.click(within(picker).getByRole('button', { name: 'Add' }));
    expect(values()).toEqual({ image: { mediaCode: 'M1' } });
    expect(await screen.findByText('Beach.jpg')).toBeInTheDocument();
    expect(screen.queryByLabelText('Upload a file for Image')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Beach.jpg' }));
    expect(values()).toEqual({ image: null });
    expect(screen.getByLabelText('Upload a file for Image')).toBeInTheDocument();
  });

  it('media: a dropped file is uploaded to the field library and chosen', async () => {
    const user = setupUser();
    const { values, loaders } = renderForm(
      model({ fieldName: 'image', type: 'media', label: 'Image' }),
    );
    const input = screen
      .getByLabelText('Upload a file for Image')
      .querySelector('input[type=file]')!;
    await user.upload(input as HTMLInputElement, png('logo.png'));
    expect(loaders.uploadFile).toHaveBeenCalledWith(expect.any(File), 'MediaLibrary');
    await vi.waitFor(() => expect(values()).toEqual({ image: { mediaCode: 'U-logo.png' } }), {
      timeout: 5000,
    });
  });

  it('media: a sign links to its editor when the app gives the address', async () => {
    const loaders = testLoaders({
      signEditorHref: (code) => `/templates/media/edit/signs/${code}`,
    });
    renderForm(model({ fieldName: 'sign', type: 'media', label: 'Sign' }), {
      loaders,
      initial: { sign: { mediaCode: 'S1' } },
    });
    expect(await screen.findByRole('link', { name: 'Edit sign' })).toHaveAttribute(
      'href',
      '/templates/media/edit/signs/S1',
    );
  });

  it('media: the thumbnail opens the preview only when the app offers one', async () => {
    const user = setupUser();
    const previewMedia = vi.fn();
    const field = model({ fieldName: 'image', type: 'media', label: 'Image' });
    const initial = { image: { mediaCode: 'M1' } };
    renderForm(field, { loaders: testLoaders({ previewMedia }), initial });
    await user.click(await screen.findByRole('button', { name: 'Preview Beach.jpg' }));
    expect(previewMedia).toHaveBeenCalledWith('M1');
    cleanup();
    renderForm(field, { initial });
    expect(await screen.findByText('Beach.jpg')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Preview Beach.jpg' })).not.toBeInTheDocument();
  });

  it('multiLibraryMedia: several from the library, each removable', async () => {
    const user = setupUser();
    const { values } = renderForm(
      model({ fieldName: 'gallery', type: 'multiLibraryMedia', label: 'Gallery' }),
      {
        initial: { gallery: [{ mediaCode: 'M2' }] },
      },
    );
    await user.click(screen.getByRole('button', { name: 'Choose from library' }));
    const picker = await screen.findByRole('dialog', { name: 'Choose media' });
    await user.click(await within(picker).findByText('Beach.jpg'));
    await user.click(within(picker).getByText('Summer sign'));
    await user.click(within(picker).getByRole('button', { name: 'Add' }));
    expect(values()).toEqual({
      gallery: [{ mediaCode: 'M2' }, { mediaCode: 'M1' }, { mediaCode: 'S1' }],
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Promo.mp4' }));
    expect(values()).toEqual({ gallery: [{ mediaCode: 'M1' }, { mediaCode: 'S1' }] });
  });

  it('multiDiskMedia: several files from disk, uploaded and added', async () => {
    const user = setupUser();
    const { values } = renderForm(
      model({ fieldName: 'slides', type: 'multiDiskMedia', label: 'Slides' }),
    );
    const input = screen
      .getByLabelText('Upload a file for Slides')
      .querySelector('input[type=file]')!;
    await user.upload(input as HTMLInputElement, [png('a.png'), png('b.png')]);
    await vi.waitFor(
      () =>
        expect(values()).toEqual({ slides: [{ mediaCode: 'U-a.png' }, { mediaCode: 'U-b.png' }] }),
      { timeout: 5000 },
    );
  });

  it('tells when an upload fails', async () => {
    const user = setupUser();
    const loaders = testLoaders({
      uploadFile: vi.fn(async () => Promise.reject(new Error('too large'))),
    });
    renderForm(model({ fieldName: 'image', type: 'media', label: 'Image' }), { loaders });
    const input = screen
      .getByLabelText('Upload a file for Image')
      .querySelector('input[type=file]')!;
    await user.upload(input as HTMLInputElement, png('huge.png'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file could not be uploaded.');
    expect(screen.getByRole('alert')).toHaveTextContent('too large');
  });
});
