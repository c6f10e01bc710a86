import '@mantine/core/styles/Combobox.css';
import { Autocomplete } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { listContentTypes, minSearchLength } from '@marquee/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { failureTextOf } from '@/lib/api/api-error';
import { callApi } from '@/lib/api/call-api';
import { searchDebounceMs } from '@/lib/shell/search-box';
import { broadcastsKey } from './broadcasts.api';
import type { BroadcastDraft } from './broadcast-draft';

type Group = BroadcastDraft['groups'][number];

/** The account's content types whose names hold the text (all of them for a shorter text). */
function useContentTypeNames(text: string) {
  const [settled] = useDebouncedValue(text.trim(), searchDebounceMs);
  const searchText = settled.length >= minSearchLength ? settled : '';
  return useQuery({
    queryKey: [...broadcastsKey, 'contentTypes', searchText],
    queryFn: ({ signal }) =>
      callApi(listContentTypes, {
        query: { SearchText: searchText, MaxItemsInResult: 50, SkipItemsInResult: 0 },
        signal,
      }),
    select: (answer) => answer.contentTypes.map((type) => type.name),
    placeholderData: keepPreviousData,
  });
}

/**
 * A group's content type, picked by name: a name the account has picks that type and a new one
 * makes it when the broadcast is saved; empty is none.
 */
export default function ContentTypePicker(props: {
  group: Group;
  onChange: (group: Group) => void;
}) {
  const { t } = useTranslation();
  const name = props.group.chosenContentTypeName ?? '';
  const names = useContentTypeNames(name);
  return (
    <Autocomplete
      label={t('broadcasts.editor.contentType')}
      description={t('broadcasts.editor.contentTypeHint')}
      data={names.data ?? []}
      value={name}
      error={names.isError ? failureTextOf(names.error) : undefined}
      onChange={(text) => {
        const { chosenContentTypeName: _old, ...group } = props.group;
        props.onChange({
          ...group,
          chosenContentTypeTagCode: null,
          ...(text.trim() ? { chosenContentTypeName: text } : {}),
        });
      }}
      maw={360}
    />
  );
}
