import { Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '@/lib/api/api-error';
import { notifySuccess } from '@/lib/notifications/notify';
import { useCurrentRoute } from '@/lib/routing/current-route';
import { PageTopBar } from '@/lib/shell/page-top-bar';
import { LeaveGuard } from '@/shared/support/leave-guard';
import { isHttpsAddress } from '@/shared/web-pages/add-web-page-modal';
import { SaveFailure } from './save-failure';
import { returnPathOf, type SignTarget } from './sign-paths';
import { saveSign, type SignEditor } from './signs.api';

interface WebPageEditorProps {
  sign: SignEditor;
  target: SignTarget;
  onReload: () => void;
}

/** A web page in the library: its https address is all there is to change. */
export function WebPageEditor({ sign, target, onReload }: WebPageEditorProps) {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const navigate = useNavigate();
  const read = sign.url ?? '';
  const [address, setAddress] = useState(read);
  const [isTouched, setTouched] = useState(false);
  const [isSaved, setSaved] = useState(false);
  const save = useMutation({ mutationFn: saveSign });
  const returnPath = returnPathOf(target);
  const isValid = isHttpsAddress(address);
  const isDirty = address.trim() !== read && !isSaved;

  useEffect(() => {
    if (isSaved) void navigate(returnPath);
  }, [isSaved, navigate, returnPath]);

  const submit = () => {
    if (!sign.mediaCode || !sign.version) return;
    save.mutate(
      {
        kind: 'update',
        mediaCode: sign.mediaCode,
        body: { version: sign.version, displayName: sign.displayName, url: address.trim() },
      },
      {
        onSuccess: () => {
          notifySuccess(t('signs.editor.saved', { name: address.trim() }));
          setSaved(true);
        },
      },
    );
  };

  return (
    <>
      <PageTopBar title={route ? t(route.titleKey) : ''} backTo={returnPath} />
      <LeaveGuard isDirty={isDirty} />
      <Paper withBorder radius="md" p="lg" maw={720}>
        <Stack gap="md">
          {save.isError && (
            <SaveFailure
              error={save.error}
              problems={
                save.error instanceof ApiError && save.error.status === 400
                  ? [save.error.message]
                  : []
              }
              onReload={onReload}
            />
          )}
          <TextInput
            label={t('media.webPage.address')}
            description={t('media.webPage.addressHint')}
            placeholder="https://"
            type="url"
            required
            value={address}
            onChange={(event) => setAddress(event.currentTarget.value)}
            onBlur={() => setTouched(true)}
            error={isTouched && !isValid ? t('signs.webPage.httpsOnly') : undefined}
          />
          <Group justify="flex-end">
            <Button onClick={submit} loading={save.isPending} disabled={!isValid || !isDirty}>
              {t('signs.editor.save')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </>
  );
}
