// Mantine's sheets for the components used here load with this module, not the entry.
import '@mantine/core/styles/Table.css';
import { Alert, Button, FileButton, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import { ErrorAlert } from '@/kit/error-alert';
import { IconFileDownload, IconFileUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { KitModal } from '@/kit/modal';
import {
  downloadPlayersWorkbook,
  uploadPlayersWorkbook,
  useApplyWorkbook,
} from './player-excel.api';

const changedFields = ['Name', 'LocationCode', 'MountedDirection'] as const;

/**
 * The account's players as a workbook (spec 000 section 7): export it, and upload an edited
 * one to review its modifications row by row before they are applied together.
 */
export function PlayerExcelPanel({ account, canEdit }: { account: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const download = useMutation({ mutationFn: () => downloadPlayersWorkbook(account) });
  const upload = useMutation({ mutationFn: (file: File) => uploadPlayersWorkbook(account, file) });
  const apply = useApplyWorkbook(account);
  // A chosen file stays in the input, and choosing one of the same name again reports no
  // change: the input is cleared after each choice so a corrected workbook is sent too.
  const resetInput = useRef<() => void>(null);
  const review = upload.data;
  const hasErrors = (review?.RowErrors.length ?? 0) > 0;
  const close = () => {
    upload.reset();
    apply.reset();
  };

  return (
    <Stack gap="xs">
      <Title order={4}>{t('accounts.excel.title')}</Title>
      <Group gap="xs">
        <Button
          variant="default"
          leftSection={<IconFileDownload size={16} />}
          loading={download.isPending}
          onClick={() => download.mutate()}
        >
          {t('accounts.excel.export')}
        </Button>
        {canEdit && (
          <FileButton
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            resetRef={resetInput}
            onChange={(file) => {
              if (file) upload.mutate(file);
              resetInput.current?.();
            }}
          >
            {(props) => (
              <Button
                {...props}
                variant="default"
                leftSection={<IconFileUpload size={16} />}
                loading={upload.isPending}
              >
                {t('accounts.excel.upload')}
              </Button>
            )}
          </FileButton>
        )}
      </Group>
      {download.isError && <ErrorAlert>{t('accounts.excel.exportFailed')}</ErrorAlert>}
      {upload.isError && <ErrorAlert>{t('accounts.excel.uploadFailed')}</ErrorAlert>}
      {apply.isSuccess && (
        <Alert color="teal">
          {t('accounts.excel.applied', { count: apply.data.appliedCount })}
        </Alert>
      )}
      <KitModal
        opened={review !== undefined && !apply.isSuccess}
        onClose={close}
        title={t('accounts.excel.reviewTitle')}
        onConfirm={() =>
          // The values now are for the review only; the import takes the modifications alone.
          review &&
          apply.mutate(review.Modifications.map(({ Current: _current, ...change }) => change))
        }
        confirmLabel={t('accounts.excel.apply')}
        isConfirming={apply.isPending}
        isConfirmDisabled={hasErrors || review?.Modifications.length === 0}
        errorMessage={apply.isError ? t('accounts.excel.applyFailed') : undefined}
      >
        {review && (
          <Stack gap="sm">
            <Text size="sm">
              {t('accounts.excel.summary', {
                count: review.Modifications.length,
                unchanged: review.unchangedCount,
              })}
            </Text>
            {hasErrors && (
              <ErrorAlert title={t('accounts.excel.rowErrorsTitle')}>
                <List size="sm">
                  {review.RowErrors.map((row) => (
                    <List.Item key={row.RowNumber}>
                      {t('accounts.excel.rowLabel', { row: row.RowNumber })}
                      {row.PlayerCode ? ` (${row.PlayerCode})` : ''}: {row.Errors.join('; ')}
                    </List.Item>
                  ))}
                </List>
              </ErrorAlert>
            )}
            {review.Modifications.length > 0 && (
              <Table striped withTableBorder data-testid="workbook-modifications">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('accounts.excel.row')}</Table.Th>
                    <Table.Th>{t('accounts.players.columns.playerCode')}</Table.Th>
                    <Table.Th>{t('accounts.excel.changes')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {review.Modifications.map((change) => (
                    <Table.Tr key={change.RowNumber}>
                      <Table.Td>{change.RowNumber}</Table.Td>
                      <Table.Td>{change.PlayerCode}</Table.Td>
                      <Table.Td>
                        {changedFields
                          .filter((field) => change[field] !== undefined)
                          .map((field) => {
                            const valueOf = (value: string | null | undefined) =>
                              value ?? t('accounts.details.none');
                            return `${t(`accounts.excel.fields.${field}`)}: ${valueOf(change.Current[field])} → ${valueOf(change[field])}`;
                          })
                          .join(', ')}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Stack>
        )}
      </KitModal>
    </Stack>
  );
}
