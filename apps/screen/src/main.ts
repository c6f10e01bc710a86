import { documentLanguage } from './i18n';
import { previewTokenOf } from './preview-address';
import { ScreenApp } from './screen-app';

document.documentElement.lang = documentLanguage;
const stage = document.getElementById('stage')!;
const previewToken = previewTokenOf(location.hash);

if (previewToken) {
  // A preview in the customer app's frame: no screen of its own, so nothing kept offline either.
  void import('./preview-app').then(({ PreviewApp }) =>
    new PreviewApp(stage, previewToken).start(),
  );
} else {
  new ScreenApp(stage).start();
  // Offline playback: the worker keeps the shell and the media; the page plays without it too.
  if ('serviceWorker' in navigator && import.meta.env.PROD) {
    navigator.serviceWorker
      .register(`${import.meta.env.BASE_URL}sw.js`, {
        scope: import.meta.env.BASE_URL,
        type: 'module',
      })
      .catch(() => undefined);
  }
}
