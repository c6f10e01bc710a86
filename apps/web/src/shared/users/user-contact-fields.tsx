// Mantine's sheets for the components used here load with this module, not the entry.
import '@mantine/core/styles/SimpleGrid.css';
import { SimpleGrid, TextInput } from '@mantine/core';
import { emailSchema } from '@marquee/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface UserContact {
  email: string;
  firstName: string;
  lastName: string;
}

interface UserContactFieldsProps<Form extends UserContact> {
  value: Form;
  onChange: (value: Form) => void;
  /** Names an invalid address under the field once the user has left it. */
  isEmailChecked?: boolean;
  isFirstNameRequired?: boolean;
}

/** The e-mail and name fields a user dialog starts with; the rest of its form passes through. */
export function UserContactFields<Form extends UserContact>({
  value,
  onChange,
  isEmailChecked = false,
  isFirstNameRequired = false,
}: UserContactFieldsProps<Form>) {
  const { t } = useTranslation();
  const [isEmailTouched, setEmailTouched] = useState(false);
  const isEmailInvalid =
    isEmailChecked && isEmailTouched && !emailSchema.safeParse(value.email).success;
  return (
    <>
      <TextInput
        label={t('users.invite.email')}
        type="email"
        required
        data-autofocus
        value={value.email}
        onChange={(event) => onChange({ ...value, email: event.currentTarget.value })}
        onBlur={() => setEmailTouched(true)}
        error={isEmailInvalid ? t('users.invite.emailInvalid') : undefined}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('users.invite.firstName')}
          required={isFirstNameRequired}
          maxLength={100}
          value={value.firstName}
          onChange={(event) => onChange({ ...value, firstName: event.currentTarget.value })}
        />
        <TextInput
          label={t('users.invite.lastName')}
          maxLength={100}
          value={value.lastName}
          onChange={(event) => onChange({ ...value, lastName: event.currentTarget.value })}
        />
      </SimpleGrid>
    </>
  );
}
