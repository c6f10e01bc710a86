import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/UnstyledButton.css';
import { Table, UnstyledButton } from '@mantine/core';
import type { PlaySummary } from '@marquee/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Row = PlaySummary['breakdown'][number];
type SortKey = 'name' | 'plays' | 'durationMs';

const compare = (key: SortKey) => (a: Row, b: Row) =>
  key === 'name' ? a.name.localeCompare(b.name) : a[key] - b[key];

/** The breakdown of a report, sorted by the heading last clicked (again: the other way). */
export function PlayBreakdownTable({ rows }: { rows: readonly Row[] }) {
  const { t, i18n } = useTranslation();
  const [sort, setSort] = useState<{ key: SortKey; isDescending: boolean }>({
    key: 'plays',
    isDescending: true,
  });
  const sorted = [...rows].sort(compare(sort.key));
  if (sort.isDescending) sorted.reverse();
  const number = new Intl.NumberFormat(i18n.language.replace('_', '-'));
  const heading = (key: SortKey, label: string) => (
    <Table.Th
      aria-sort={sort.key === key ? (sort.isDescending ? 'descending' : 'ascending') : 'none'}
    >
      <UnstyledButton
        fw={600}
        onClick={() =>
          setSort({ key, isDescending: sort.key === key ? !sort.isDescending : key !== 'name' })
        }
      >
        {label}
      </UnstyledButton>
    </Table.Th>
  );
  return (
    <Table striped>
      <Table.Thead>
        <Table.Tr>
          {heading('name', t('proofOfPlay.columns.name'))}
          {heading('plays', t('proofOfPlay.columns.plays'))}
          {heading('durationMs', t('proofOfPlay.columns.hours'))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {sorted.map((row) => (
          <Table.Tr key={row.code ?? ''}>
            <Table.Td>{row.code === null ? t('proofOfPlay.none') : row.name || row.code}</Table.Td>
            <Table.Td>{number.format(row.plays)}</Table.Td>
            <Table.Td>{number.format(Math.round(row.durationMs / 36_000) / 100)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
