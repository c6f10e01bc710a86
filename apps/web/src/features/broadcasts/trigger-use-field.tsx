import '@mantine/core/styles/SegmentedControl.css';
import { Group, SegmentedControl } from '@mantine/core';
import { listAccountTriggers, type TriggerUse } from '@marquee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TriggerPicker, type PickerOption } from '@/kit/code-picker';
import { failureTextOf } from '@/lib/api/api-error';
import { callApi } from '@/lib/api/call-api';
import { searchTriggers } from '@/shared/searches/trigger-search';
import { broadcastsKey } from './broadcasts.api';

/** The names of the account's first triggers by code, to name a saved use before it is picked. */
const triggerNamesQuery = () =>
  queryOptions({
    queryKey: [...broadcastsKey, 'triggerNames'],
    queryFn: ({ signal }) =>
      callApi(listAccountTriggers, {
        query: { OrderBy: 'Name', Order: 'asc', MaxItemsInResult: 200, SkipItemsInResult: 0 },
        signal,
        isQuiet: true,
      }),
    select: (answer) =>
      new Map(answer.accountTriggers.map((t) => [t.triggerCode, t.trigger.name] as const)),
  });

interface TriggerUseFieldProps {
  value: TriggerUse;
  onChange: (use: TriggerUse) => void;
  disabled?: boolean;
}

/**
 * A trigger to play by and whether to play while it is active or inactive (002 section 3); none
 * picked, the content plays regardless of triggers.
 */
export default function TriggerUseField({ value, onChange, disabled }: TriggerUseFieldProps) {
  const { t } = useTranslation();
  const names = useQuery({ ...triggerNamesQuery(), enabled: value !== null });
  const [picked, setPicked] = useState<PickerOption | null>(null);
  const shown: PickerOption[] = value
    ? [
        picked?.code === value.triggerCode
          ? picked
          : { code: value.triggerCode, name: names.data?.get(value.triggerCode) ?? '…' },
      ]
    : [];
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <div style={{ flex: '1 1 220px', minWidth: 0 }}>
        <TriggerPicker
          label={t('broadcasts.trigger.label')}
          search={searchTriggers}
          value={shown}
          isSingle
          disabled={disabled}
          error={
            names.isError
              ? (failureTextOf(names.error) ?? t('broadcasts.editor.failed'))
              : undefined
          }
          onChange={(options) => {
            const [option] = options;
            setPicked(option ?? null);
            onChange(
              option ? { triggerCode: option.code, playWhen: value?.playWhen ?? 'Active' } : null,
            );
          }}
        />
      </div>
      <SegmentedControl
        aria-label={t('broadcasts.trigger.playWhen')}
        disabled={disabled || value === null}
        value={value?.playWhen ?? 'Active'}
        onChange={(playWhen) =>
          value && onChange({ ...value, playWhen: playWhen === 'Inactive' ? 'Inactive' : 'Active' })
        }
        data={[
          { value: 'Active', label: t('broadcasts.trigger.playWhenActive') },
          { value: 'Inactive', label: t('broadcasts.trigger.playWhenInactive') },
        ]}
      />
    </Group>
  );
}
