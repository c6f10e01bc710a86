import {
  addChannelMedia,
  createSign,
  downloadMedia,
  fillPath,
  fullPath,
  getFact,
  getMediaMetadata,
  getSign,
  getSignOptions,
  listCustomerHtmlTemplates,
  putSignPreview,
  updateSign,
  type CallBody,
  type CallResponse,
  type Fact,
  type SignEditor,
  type SignItem,
  type SignMedium,
} from '@marquee/contracts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/call-api';
import { uploadForm } from '@/lib/api/upload-form';

export const signsKey = ['signs'] as const;

export type { SignEditor, SignItem, SignMedium };
export type SignTemplate = NonNullable<SignEditor['template']>;
export type SavedSign = CallResponse<typeof createSign>;

/** The templates the account may make signs from: the global ones and its own. */
export const templatesQuery = queryOptions({
  queryKey: [...signsKey, 'templates'],
  queryFn: ({ signal }) => callApi(listCustomerHtmlTemplates, { signal, isQuiet: true }),
  select: (answer) => answer.htmlTemplates,
});

const mediumKey = (mediaCode: string) => [...signsKey, 'medium', mediaCode] as const;
const itemKey = (factCode: string) => [...signsKey, 'item', factCode] as const;

/**
 * A sign to edit, or a template's blank form for a new one (the same call). The media and items
 * it names are kept as the preview and the form read them, so neither asks for them again.
 */
export function signQuery(queryClient: QueryClient, mediaCode: string) {
  return queryOptions({
    queryKey: [...signsKey, 'editor', mediaCode],
    queryFn: async ({ signal }) => {
      const { sign } = await callApi(getSign, { params: { mediaCode }, signal, isQuiet: true });
      keepReferences(queryClient, sign);
      return sign;
    },
    // An edit starts from what was read; reading it again behind the editor's back would not
    // change the form, only the version a save is checked against.
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}

/**
 * A template's blank form from its current version: what a gallery card previews and what
 * "Update template" moves a sign to.
 */
export const templateFormQuery = (templateCode: string) =>
  queryOptions({
    queryKey: [...signsKey, 'templateForm', templateCode],
    queryFn: async ({ signal }) =>
      (await callApi(getSign, { params: { mediaCode: templateCode }, signal, isQuiet: true })).sign,
    retry: false,
  });

/** Puts a sign's media and items where the preview and the form look them up. */
export function keepReferences(
  queryClient: QueryClient,
  sign: Pick<SignEditor, 'media' | 'items'>,
) {
  for (const medium of sign.media) queryClient.setQueryData(mediumKey(medium.mediaCode), medium);
  for (const item of sign.items) queryClient.setQueryData(itemKey(item.factCode), item);
}

/** A medium as the form and the preview read it; one just uploaded is still being processed. */
type LibraryMedium = SignMedium & { isProcessing?: boolean };

/** How often a medium still being processed is asked after, until its preview file exists. */
const processingPollMs = 2000;

/** A medium as a sign's preview reads it; one chosen in this visit is read from the library. */
export const mediumQuery = (mediaCode: string) =>
  queryOptions({
    queryKey: mediumKey(mediaCode),
    queryFn: async ({ signal }): Promise<LibraryMedium> => {
      const media = await callApi(getMediaMetadata, {
        params: { code: mediaCode },
        signal,
        isQuiet: true,
      });
      return {
        mediaCode: media.mediaCode,
        mediaType: media.mediaType,
        displayName: media.displayName,
        // A photo just uploaded has no screen-sized copy yet; its own file shows the same.
        url:
          media.previewUrl ??
          (media.mediaType === 'Photo'
            ? fillPath(fullPath(downloadMedia), { code: media.mediaCode })
            : null),
        thumbnailUrl: media.thumbnailUrl,
        width: media.width,
        height: media.height,
        isProcessing: media.processing === 'pending',
      };
    },
    staleTime: Infinity,
    refetchInterval: (query) => (query.state.data?.isProcessing ? processingPollMs : false),
  });

/** An item as a sign reads it: its values by attribute code, named by its `name`. */
export function itemOfFact(fact: Fact): SignItem {
  const attributes = Object.fromEntries(
    fact.factAttributes.map((entry) => [entry.attributeCode, entry.value]),
  );
  const name = attributes.name;
  return {
    factCode: fact.factCode,
    name: typeof name === 'string' ? name : fact.factCode,
    attributes,
  };
}

export const itemQuery = (factCode: string) =>
  queryOptions({
    queryKey: itemKey(factCode),
    queryFn: async ({ signal }) => {
      const { fact } = await callApi(getFact, {
        params: { factType: 'Item', factCode },
        signal,
        isQuiet: true,
      });
      return itemOfFact(fact);
    },
    staleTime: Infinity,
  });

/** The choices of a field's `optionsSource`. */
export async function loadSignOptions(name: string) {
  const answer = await callApi(getSignOptions, { params: { name }, isQuiet: true });
  return answer.options;
}

/** What a save sends: a new sign from a template, or a change of one over its version. */
export type SignSave =
  | { kind: 'create'; body: CallBody<typeof createSign> }
  | { kind: 'update'; mediaCode: string; body: CallBody<typeof updateSign> };

export function saveSign(save: SignSave): Promise<SavedSign> {
  return save.kind === 'create'
    ? callApi(createSign, { body: save.body, isQuiet: true })
    : callApi(updateSign, {
        params: { mediaCode: save.mediaCode },
        body: save.body,
        isQuiet: true,
      });
}

/** Hands the server the PNG captured of one orientation of the render `documentHash` names. */
export function putPreview(
  mediaCode: string,
  documentHash: string,
  orientationName: string,
  png: Blob,
) {
  const form = new FormData();
  form.append('file', png, `${orientationName}.png`);
  return uploadForm(
    putSignPreview,
    { params: { mediaCode }, query: { documentHash, orientationName } },
    form,
  );
}

/** Puts a sign at the end of the channel the editor was opened from. */
export function addToChannelEnd(channelCode: string, mediaCode: string) {
  return callApi(addChannelMedia, {
    params: { code: channelCode, mediaCode },
    body: {},
    isQuiet: true,
  });
}
