import { Textarea, TextInput } from '@mantine/core';
import { addWebPageMedia, type CallBody, type Media } from '@marquee/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KitModal } from '@/kit/modal';
import { failureTextOf } from '@/lib/api/api-error';
import { callApi } from '@/lib/api/call-api';
import { notifySuccess } from '@/lib/notifications/notify';

/** The description's limit (001 section 7). */
const maxDescription = 256;

/** Only https pages can be shown on screens and previewed (002 section 5): the call's own rule. */
export function isHttpsAddress(address: string): boolean {
  return addWebPageMedia.body?.shape.url.safeParse(address.trim()).success ?? false;
}

interface AddWebPageModalProps {
  onClose: () => void;
  /** The page is in the library: what the page that opened the dialog does next. */
  onAdded?: (media: Media) => void;
}

/** "Sign from web page": adds an https page as a media; its name is the address. */
export default function AddWebPageModal({ onClose, onAdded }: AddWebPageModalProps) {
  const { t } = useTranslation();
  const [address, setAddress] = useState('');
  const [description, setDescription] = useState('');
  const [isAddressTouched, setAddressTouched] = useState(false);
  const add = useMutation({
    mutationFn: (body: CallBody<typeof addWebPageMedia>) => callApi(addWebPageMedia, { body }),
  });
  const isValid = isHttpsAddress(address);

  const submit = () =>
    add.mutate(
      { url: address.trim(), description: description.trim() || undefined },
      {
        onSuccess: ({ media }) => {
          notifySuccess(t('media.webPage.added', { url: media.displayName }));
          onClose();
          onAdded?.(media);
        },
      },
    );

  return (
    <KitModal
      opened
      onClose={onClose}
      title={t('media.webPage.title')}
      width="saveFilter"
      onConfirm={submit}
      confirmLabel={t('media.webPage.add')}
      isConfirming={add.isPending}
      isConfirmDisabled={!isValid}
      errorMessage={failureTextOf(add.error)}
    >
      <TextInput
        label={t('media.webPage.address')}
        description={t('media.webPage.addressHint')}
        placeholder="https://"
        type="url"
        required
        data-autofocus
        value={address}
        onChange={(event) => setAddress(event.currentTarget.value)}
        onBlur={() => setAddressTouched(true)}
        error={isAddressTouched && address && !isValid ? t('media.webPage.httpsOnly') : undefined}
      />
      <Textarea
        label={t('media.webPage.description')}
        value={description}
        maxLength={maxDescription}
        rows={2}
        onChange={(event) => setDescription(event.currentTarget.value)}
      />
    </KitModal>
  );
}
