import { MantineProvider } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cssVariablesResolver, themeWithCloseLabel } from './theme';

/** Mantine with the app's theme, its close buttons named in the language shown. */
export function AppMantineProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const closeLabel = t('kit.modal.close');
  const theme = useMemo(() => themeWithCloseLabel(closeLabel), [closeLabel]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      {children}
    </MantineProvider>
  );
}
