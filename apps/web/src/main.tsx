import './styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { authSession } from '@/lib/auth/auth-session';
import { applyLanguage, storedLanguage } from '@/lib/i18n/language-preference';

// Pages shown before the profile loads (sign-in, access denied) already speak the chosen language.
const chosenLanguage = storedLanguage();
if (chosenLanguage) void applyLanguage(chosenLanguage);

// How to sign in is asked for while the first screen renders, so a sign-in need not wait for it;
// a failure here shows when a sign-in asks again.
authSession.prepare().catch(() => undefined);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
