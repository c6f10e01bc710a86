import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { AppMantineProvider } from '@/app/app-mantine-provider';
import { i18n } from '@/lib/i18n/i18n';
import { notificationPosition } from '@/lib/notifications/notification-position';
import { GalleryPage } from './gallery-page';
import { registerGalleryTexts } from './gallery-texts';

registerGalleryTexts();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <AppMantineProvider>
          <Notifications position={notificationPosition} />
          <GalleryPage />
        </AppMantineProvider>
      </I18nextProvider>
    </StrictMode>,
  );
}
