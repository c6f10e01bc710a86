// Mantine's sheets for the components used here load with this module, not the entry.
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Select, SimpleGrid } from '@mantine/core';
import {
  emailSchema,
  languageCodes,
  type CallBody,
  type inviteUser,
  type LanguageCode,
} from '@marquee/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KitModal } from '@/kit/modal';
import { failureTextOf } from '@/lib/api/api-error';
import { notifySuccess } from '@/lib/notifications/notify';
import { UserContactFields } from './user-contact-fields';

const blankForm = { email: '', firstName: '', lastName: '', roleCode: null as string | null };

function isLanguageCode(value: string): value is LanguageCode {
  return (languageCodes as readonly string[]).includes(value);
}

export type InvitationBody = CallBody<typeof inviteUser>;

/** The invitation call as a mutation: the customer app's own, or the console's for an account. */
export interface InviteMutation {
  mutate: (
    body: InvitationBody,
    options: { onSuccess: (answer: { user: { email: string } }) => void },
  ) => void;
  isPending: boolean;
  error: unknown;
}

export interface InviteUserFormModalProps {
  onClose: () => void;
  /** The roles offered; the one chosen is given with the invitation. */
  roles: readonly { roleCode: string; roleName: string }[];
  invite: InviteMutation;
}

/**
 * Invites one user by mail; the server sends the link that lets them choose a password.
 * Pages mount it only while open, so every invitation starts from an empty form.
 */
export function InviteUserFormModal({ onClose, roles, invite }: InviteUserFormModalProps) {
  const { t, i18n } = useTranslation();
  const [form, setForm] = useState(blankForm);
  const [language, setLanguage] = useState<LanguageCode>(
    isLanguageCode(i18n.language) ? i18n.language : 'en_US',
  );
  const isEmailValid = emailSchema.safeParse(form.email).success;

  const submit = () =>
    invite.mutate(
      {
        Email: form.email,
        FirstName: form.firstName,
        LastName: form.lastName,
        RoleCodes: form.roleCode ? [form.roleCode] : [],
        LocationCodes: [],
        LanguageCode: language,
      },
      {
        onSuccess: ({ user }) => {
          notifySuccess(t('users.invite.added', { email: user.email }));
          onClose();
        },
      },
    );

  return (
    <KitModal
      opened
      onClose={onClose}
      title={t('users.invite.title')}
      onConfirm={submit}
      confirmLabel={t('users.invite.send')}
      isConfirming={invite.isPending}
      isConfirmDisabled={!isEmailValid}
      // Spec 001 section 8: a failed invitation shows the server's message in the dialog.
      errorMessage={failureTextOf(invite.error)}
    >
      <UserContactFields value={form} onChange={setForm} isEmailChecked />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('users.invite.role')}
          placeholder={t('users.invite.rolePlaceholder')}
          clearable
          data={roles.map((role) => ({
            value: role.roleCode,
            label: role.roleName,
          }))}
          value={form.roleCode}
          onChange={(roleCode) => setForm({ ...form, roleCode })}
        />
        <Select
          label={t('users.invite.language')}
          allowDeselect={false}
          data={languageCodes.map((code) => ({ value: code, label: t(`languages.${code}`) }))}
          value={language}
          onChange={(value) => value && isLanguageCode(value) && setLanguage(value)}
        />
      </SimpleGrid>
    </KitModal>
  );
}
