import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppRoute } from '@/lib/routing/app-route';

/** The window title names the screen, in the chosen language. */
export function useDocumentTitle(route: AppRoute | undefined): void {
  const { t } = useTranslation();
  const title = route ? `${t(route.titleKey)} · ${t('app.name')}` : t('app.name');
  useEffect(() => {
    document.title = title;
  }, [title]);
}
