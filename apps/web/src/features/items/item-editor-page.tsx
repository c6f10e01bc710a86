import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { AttributeValue } from '@marquee/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ErrorAlert } from '@/kit/error-alert';
import { KitLoader } from '@/kit/loader';
import { failureTextOf } from '@/kit/modal';
import { useCurrentRoute } from '@/lib/routing/current-route';
import { notifySuccess } from '@/lib/notifications/notify';
import { PageTopBar } from '@/lib/shell/page-top-bar';
import { LeaveGuard } from '@/shared/support/leave-guard';
import { AttributeField } from './attribute-field';
import {
  itemQuery,
  schemeQuery,
  useSaveItem,
  valuesOf,
  type FactScheme,
  type ItemValues,
} from './items.api';
import { RemoveItemModal } from './remove-item-modal';

/**
 * Where the server's refusal belongs: `factAttributes[i].value: ...` names the i-th value sent,
 * so its field shows the message; anything else shows at the top.
 */
export function placeRefusal(
  message: string | undefined,
  sent: readonly { attributeCode: string }[],
): { field: Record<string, string>; top?: string } {
  if (!message) return { field: {} };
  const match = /^factAttributes\[(\d+)\]\.\w+: (.*)$/.exec(message);
  const code = match ? sent[Number(match[1])]?.attributeCode : undefined;
  return code && match ? { field: { [code]: match[2] ?? message } } : { field: {}, top: message };
}

/** The values that differ from the stored ones, in the schema's order (what a save sends). */
function changesOf(scheme: FactScheme, stored: ItemValues, edited: ItemValues) {
  return scheme
    .filter(
      (attribute) =>
        attribute.attributeCode in edited &&
        JSON.stringify(edited[attribute.attributeCode] ?? null) !==
          JSON.stringify(stored[attribute.attributeCode] ?? null),
    )
    .map((attribute) => ({
      attributeCode: attribute.attributeCode,
      value: (edited[attribute.attributeCode] ?? null) as AttributeValue,
    }));
}

/** A new item (/items/new) or one to edit (/items/{factCode}): a field per attribute. */
export default function ItemEditorPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const navigate = useNavigate();
  const { factCode = null } = useParams();
  const scheme = useQuery(schemeQuery());
  const item = useQuery({ ...itemQuery(factCode ?? ''), enabled: factCode !== null });
  const save = useSaveItem(factCode);
  const [edited, setEdited] = useState<ItemValues>({});
  const [sent, setSent] = useState<{ attributeCode: string }[]>([]);
  const [isRemoving, setIsRemoving] = useState(false);
  const stored = valuesOf(item.data);
  const changes = scheme.data ? changesOf(scheme.data, stored, edited) : [];
  const isDirty = changes.length > 0 && !save.isPending;
  const refusal = placeRefusal(save.isError ? failureTextOf(save.error) : undefined, sent);

  if (scheme.isError || item.isError) {
    return (
      <ErrorAlert>
        <Text size="sm">{t('items.errors.item')}</Text>
      </ErrorAlert>
    );
  }
  if (!scheme.data || (factCode !== null && !item.data)) return <KitLoader />;

  const submit = () => {
    setSent(changes);
    save.mutate(changes, {
      onSuccess: (fact) => {
        notifySuccess(t('items.editor.saved'));
        setEdited({});
        if (!factCode)
          void navigate(`/items/${encodeURIComponent(fact.factCode)}`, { replace: true });
      },
    });
  };
  const name = String({ ...stored, ...edited }.name ?? '');

  return (
    <>
      <PageTopBar title={route ? t(route.titleKey) : ''} backTo="/items" />
      <LeaveGuard isDirty={isDirty} />
      <Paper withBorder radius="md" p="lg" maw={960}>
        <Stack gap="md">
          {refusal.top && <ErrorAlert title={t('items.editor.refused')}>{refusal.top}</ErrorAlert>}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {scheme.data.map((attribute) => (
              <AttributeField
                key={attribute.attributeCode}
                attribute={attribute}
                value={
                  attribute.attributeCode in edited
                    ? edited[attribute.attributeCode]
                    : stored[attribute.attributeCode]
                }
                onChange={(value) =>
                  setEdited((current) => ({ ...current, [attribute.attributeCode]: value }))
                }
                error={refusal.field[attribute.attributeCode]}
                isReadOnly={false}
              />
            ))}
          </SimpleGrid>
          <Group justify="space-between">
            {factCode ? (
              <Button variant="subtle" color="red" onClick={() => setIsRemoving(true)}>
                {t('items.remove.action')}
              </Button>
            ) : (
              <span />
            )}
            <Group gap="xs">
              <Button variant="default" onClick={() => void navigate('/items')}>
                {t('items.editor.cancel')}
              </Button>
              <Button onClick={submit} loading={save.isPending} disabled={changes.length === 0}>
                {t('items.editor.save')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </Paper>
      {isRemoving && factCode && (
        <RemoveItemModal
          items={[{ factCode, name }]}
          onRemoved={() => void navigate('/items', { replace: true })}
          onClose={() => setIsRemoving(false)}
        />
      )}
    </>
  );
}
