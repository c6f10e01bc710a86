import type { Media } from '@marquee/contracts';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSessionUser } from '@/lib/session/session-user';
import type { AddNewChoice } from '@/lib/shell/add-new-action';

const AddWebPageModal = lazy(() => import('@/shared/web-pages/add-web-page-modal'));

interface SignChoicesOptions {
  /** The template gallery for this page's library or channel (`templateGalleryPath`). */
  galleryPath: string;
  /** The web page is in the library: what the page does with it next. */
  onWebPageAdded: (media: Media) => void;
}

/**
 * The add menu's ways to a new sign, the same wherever media are added: "Sign from template"
 * opens the gallery, "Sign from web page" (only while the account's createWebPageSign flag is on)
 * its dialog, which the page renders where it likes.
 */
export function useSignChoices({ galleryPath, onWebPageAdded }: SignChoicesOptions): {
  choices: AddNewChoice[];
  dialog: ReactNode;
} {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { featureFlags } = useSessionUser();
  const [isAddingWebPage, setAddingWebPage] = useState(false);
  const choices: AddNewChoice[] = [
    { label: t('media.add.signFromTemplate'), onClick: () => void navigate(galleryPath) },
  ];
  if (featureFlags.createWebPageSign)
    choices.push({ label: t('media.add.webPage'), onClick: () => setAddingWebPage(true) });
  const dialog = isAddingWebPage && (
    <Suspense fallback={null}>
      <AddWebPageModal onClose={() => setAddingWebPage(false)} onAdded={onWebPageAdded} />
    </Suspense>
  );
  return { choices, dialog };
}
