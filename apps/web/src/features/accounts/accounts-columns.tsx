import type { Client } from '@marquee/contracts';
import { Anchor, Badge, Button } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { DataTableColumn } from '@/kit/data-table';

export type ClientRow = Client & { id: string };

/** The overview's account columns (spec 000 section 2), with the support login action. */
export function accountColumns(
  t: TFunction,
  onOpen: (clientCode: string) => void,
): DataTableColumn<ClientRow>[] {
  return [
    {
      id: 'account',
      name: t('accounts.columns.account'),
      locked: true,
      orderBy: 'clientName',
      render: (client) => (
        <Anchor
          component={Link}
          to={`/accounts/${encodeURIComponent(client.clientCode)}`}
          size="sm"
        >
          {client.clientName}
        </Anchor>
      ),
    },
    { id: 'accountCode', name: t('accounts.columns.accountCode'), attributeName: 'clientCode' },
    { id: 'businessType', name: t('accounts.columns.businessType'), attributeName: 'businessType' },
    {
      id: 'status',
      name: t('accounts.columns.status'),
      render: (client) => (
        <Badge variant="light" color={client.isActive ? 'teal' : 'gray'}>
          {t(client.isActive ? 'accounts.active' : 'accounts.inactive')}
        </Badge>
      ),
    },
    {
      id: 'supportlogin',
      name: t('accounts.columns.supportLogin'),
      render: (client) => (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconLogin2 size={14} />}
          aria-label={t('accounts.openAs', { name: client.clientName })}
          onClick={() => onOpen(client.clientCode)}
        >
          {t('accounts.open')}
        </Button>
      ),
    },
  ];
}
