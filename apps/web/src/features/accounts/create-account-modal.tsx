// Mantine's sheets for the components used here load with this module, not the entry.
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { businessTypes, emailSchema, languageCodes, type LanguageCode } from '@marquee/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KitModal } from '@/kit/modal';
import { failureTextOf } from '@/lib/api/api-error';
import { notifySuccess } from '@/lib/notifications/notify';
import { businessTypesQuery, useCreateAccount, type NewAccount } from './account-admin.api';

type BusinessType = (typeof businessTypes)[number];

const isBusinessType = (value: string | null): value is BusinessType =>
  (businessTypes as readonly (string | null)[]).includes(value);
const isLanguageCode = (value: string | null): value is LanguageCode =>
  (languageCodes as readonly (string | null)[]).includes(value);

const blankForm = { name: '', email: '', firstName: '', lastName: '' };

/**
 * Creates an account; the server makes its built-in roles and mails its owner an invitation.
 * A desk that may not create accounts is refused by the server, and the dialog says so.
 */
export function CreateAccountModal({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (clientCode: string) => void;
}) {
  const { t } = useTranslation();
  const [form, setForm] = useState(blankForm);
  const [businessType, setBusinessType] = useState<BusinessType | null>(null);
  const [language, setLanguage] = useState<LanguageCode>('en_US');
  const [touched, setTouched] = useState({ name: false, email: false });
  const types = useQuery(businessTypesQuery);
  const create = useCreateAccount();
  const isNameValid = form.name.trim().length > 0;
  const isEmailValid = emailSchema.safeParse(form.email).success;

  const submit = () => {
    const body: NewAccount = {
      AccountName: form.name.trim(),
      BusinessType: businessType ?? undefined,
      LanguageCode: language,
      OwnerEmail: form.email.trim(),
      OwnerFirstName: form.firstName.trim(),
      OwnerLastName: form.lastName.trim(),
    };
    create.mutate(body, {
      onSuccess: ({ client }) => {
        notifySuccess(t('accounts.create.created', { name: client.clientName }));
        onCreated(client.clientCode);
      },
    });
  };

  return (
    <KitModal
      opened
      onClose={onClose}
      title={t('accounts.create.title')}
      onConfirm={submit}
      confirmLabel={t('accounts.create.confirm')}
      isConfirming={create.isPending}
      isConfirmDisabled={!isNameValid || !isEmailValid}
      errorMessage={failureTextOf(create.error)}
    >
      <TextInput
        label={t('accounts.create.name')}
        required
        data-autofocus
        maxLength={200}
        value={form.name}
        onChange={(event) => setForm({ ...form, name: event.currentTarget.value })}
        onBlur={() => setTouched({ ...touched, name: true })}
        error={touched.name && !isNameValid ? t('accounts.create.nameRequired') : undefined}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('accounts.create.businessType')}
          placeholder={t('accounts.create.businessTypePlaceholder')}
          clearable
          data={(types.data?.BusinessTypes ?? []).map((type) => ({
            value: type.businessTypeCode,
            label: t(`accounts.businessTypes.${type.businessTypeCode}`),
          }))}
          value={businessType}
          onChange={(value) => setBusinessType(isBusinessType(value) ? value : null)}
          error={types.isError ? t('accounts.create.businessTypesFailed') : undefined}
        />
        <Select
          label={t('accounts.create.language')}
          allowDeselect={false}
          data={languageCodes.map((code) => ({ value: code, label: t(`languages.${code}`) }))}
          value={language}
          onChange={(value) => isLanguageCode(value) && setLanguage(value)}
        />
      </SimpleGrid>
      <TextInput
        label={t('accounts.create.ownerEmail')}
        type="email"
        required
        value={form.email}
        onChange={(event) => setForm({ ...form, email: event.currentTarget.value })}
        onBlur={() => setTouched({ ...touched, email: true })}
        error={touched.email && !isEmailValid ? t('accounts.create.emailInvalid') : undefined}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('accounts.create.ownerFirstName')}
          maxLength={100}
          value={form.firstName}
          onChange={(event) => setForm({ ...form, firstName: event.currentTarget.value })}
        />
        <TextInput
          label={t('accounts.create.ownerLastName')}
          maxLength={100}
          value={form.lastName}
          onChange={(event) => setForm({ ...form, lastName: event.currentTarget.value })}
        />
      </SimpleGrid>
    </KitModal>
  );
}
