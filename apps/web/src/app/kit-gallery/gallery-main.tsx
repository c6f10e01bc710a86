import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { AppMantineProvider } from '@/app/app-mantine-provider';
import { i18n, loadTexts } from '@/lib/i18n/i18n';
import { notificationPosition } from '@/lib/notifications/notification-position';
import { GalleryPage } from './gallery-page';
import { registerGalleryTexts } from './gallery-texts';

registerGalleryTexts();

const root = document.getElementById('root');
// The widgets whose texts live in their own catalogue parts, as the pages that use them load them.
await loadTexts(['media-picker', 'form-fields']);
if (root) {
  createRoot(root).render(
    <StrictMode>
      {/* The kit's searches page through TanStack Query, as in the app. */}
      <QueryClientProvider client={new QueryClient()}>
        <I18nextProvider i18n={i18n}>
          <AppMantineProvider>
            <Notifications position={notificationPosition} />
            <GalleryPage />
          </AppMantineProvider>
        </I18nextProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}
