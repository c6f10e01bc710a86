import './styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { applyLanguage, storedLanguage } from '@/lib/i18n/language-preference';

// Pages shown before the profile loads (sign-in, access denied) already speak the chosen language.
const chosenLanguage = storedLanguage();
if (chosenLanguage) void applyLanguage(chosenLanguage);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
