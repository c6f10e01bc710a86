import { documentLanguage } from './i18n';
import { ScreenApp } from './screen-app';

document.documentElement.lang = documentLanguage;
new ScreenApp(document.getElementById('stage')!).start();

// Offline playback: the worker keeps the shell and the media; the page plays without it too.
if ('serviceWorker' in navigator && import.meta.env.PROD) {
  navigator.serviceWorker
    .register(`${import.meta.env.BASE_URL}sw.js`, {
      scope: import.meta.env.BASE_URL,
      type: 'module',
    })
    .catch(() => undefined);
}
