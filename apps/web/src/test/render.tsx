import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import { useState, type ReactElement, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/lib/i18n/i18n';
import { AppMantineProvider } from '@/app/app-mantine-provider';

/** Switches the language the providers render in, as the app's language switch does. */
export { changeLanguage } from '@/lib/i18n/i18n';

function Providers({ children }: { children: ReactNode }) {
  // A fresh cache per render, without retries, so no test sees another's answers or waits.
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <AppMantineProvider>{children}</AppMantineProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}

/** Renders with the real theme, the real catalogues and a query cache of its own. */
export function renderWithProviders(ui: ReactElement, options?: RenderOptions) {
  return render(ui, { wrapper: Providers, ...options });
}
