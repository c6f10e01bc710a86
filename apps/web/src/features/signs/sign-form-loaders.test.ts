import { QueryClient } from '@tanstack/react-query';
import type { vi } from 'vitest';
import { beforeEach, describe, expect, it } from 'vitest';
import { testMedia } from '@/test/media';
import { signInApiForEachTest, stubFetch } from '@/test/signed-in-api';
import { signFormLoaders } from './sign-form-loaders';

signInApiForEachTest();
let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = stubFetch();
});

const success = { ok: true };
const reply = (json: unknown) => Promise.resolve(new Response(JSON.stringify(json)));
const latte = {
  factCode: 'F1',
  factType: 'Item',
  factAttributes: [
    { attributeCode: 'name', value: 'Latte', isDefault: true, mediaRef: null },
    { attributeCode: 'price', value: 3.5, isDefault: true, mediaRef: null },
    {
      attributeCode: 'images',
      value: [{ mediaCode: 'M1' }],
      isDefault: true,
      mediaRef: { mediaCode: 'M1' },
    },
  ],
  modifiedAt: '2026-12-01T10:00:00.000Z',
};
const calls = () =>
  fetchMock.mock.calls.map(
    ([address, init]) => `${(init as RequestInit)?.method ?? 'GET'} ${address}`,
  );

describe('signFormLoaders', () => {
  it("reads a chosen medium's name and thumbnail from the library, once", async () => {
    fetchMock.mockImplementation(() => reply({ success, ...testMedia({ mediaCode: 'M1' }) }));
    const loaders = signFormLoaders(new QueryClient(), true);
    const media = await loaders.loadMedia('M1');
    await loaders.loadMedia('M1');
    expect(media).toMatchObject({ mediaCode: 'M1', displayName: 'Harbour', mediaType: 'Photo' });
    expect(media.thumbnailUrl).toBe('/api/media/M1/thumbnail?access_token=token-1');
    expect(calls()).toEqual(['GET /api/media/M1/metadata']);
  });

  it('searches items by name and knows a found item without asking again; its images come from the library', async () => {
    fetchMock.mockImplementation((address: string) =>
      address === '/api/facts/search'
        ? reply({ success, facts: [latte], hasMore: false })
        : reply({ success, ...testMedia({ mediaCode: 'M1' }) }),
    );
    const loaders = signFormLoaders(new QueryClient(), true);
    const found = await loaders.searchItems({
      searchText: 'lat',
      maxItemsInResult: 50,
      skipItemsInResult: 0,
    });
    expect(found).toEqual({ items: [{ factCode: 'F1', displayName: 'Latte' }], hasMore: false });
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({
      factType: 'Item',
      searchText: 'lat',
      maxItemsInResult: 50,
      skipItemsInResult: 0,
    });
    expect(await loaders.loadItem('F1')).toEqual({ factCode: 'F1', displayName: 'Latte' });
    const images = await loaders.loadItemImages('F1', 'images');
    expect(images.map((media) => media.mediaCode)).toEqual(['M1']);
    expect(calls()).toEqual(['POST /api/facts/search', 'GET /api/media/M1/metadata']);
  });

  it("asks the options call by the field's source", async () => {
    fetchMock.mockImplementation(() =>
      reply({ success, options: [{ value: 'summer', label: 'Summer' }] }),
    );
    const options = await signFormLoaders(new QueryClient(), true).loadOptions('tags');
    expect(options).toEqual([{ value: 'summer', label: 'Summer' }]);
    expect(calls()).toEqual(['GET /api/media/signs/options/tags']);
  });

  it("reads a chosen medium's metadata layers from its file", async () => {
    const layer = {
      id: 'L1',
      layerName: 'Price',
      x: 10,
      y: 20,
      fontFamily: 'Arial',
      fontStyle: 'bold',
      align: 'center',
      currency: 'EUR',
      color: '#ffffff',
      fontSize: 48,
      inTime: 1,
      outTime: 5,
      rowNumber: 1,
      mediaCode: 'M1',
    };
    fetchMock.mockImplementation(() => reply({ success, layers: [layer] }));
    const layers = await signFormLoaders(new QueryClient(), true).loadMetadataLayers('M1');
    expect(layers).toEqual([layer]);
    expect(calls()).toEqual(['GET /api/media/M1/layers']);
  });

  it('links a sign held by a media field to its editor, except for Support', () => {
    expect(signFormLoaders(new QueryClient(), true).signEditorHref?.('S1')).toBe(
      '/templates/media/edit/signs/S1',
    );
    expect(signFormLoaders(new QueryClient(), false).signEditorHref).toBeUndefined();
  });
});
