import { t } from './i18n';

/** The code a person reads from across the room, and where to type it. */
export function renderPairing(stage: HTMLElement, code: string): void {
  const box = document.createElement('section');
  box.className = 'pairing';
  const codeLine = document.createElement('p');
  codeLine.className = 'pairing-code';
  codeLine.setAttribute('aria-label', code.split('').join(' '));
  codeLine.textContent = code;
  const hint = document.createElement('p');
  hint.className = 'pairing-hint';
  hint.textContent = t('enterCode');
  const mark = document.createElement('p');
  mark.className = 'mark';
  mark.textContent = 'Marquee';
  box.append(mark, codeLine, hint);
  stage.replaceChildren(box);
}

/** A short line while the player starts or cannot reach the server. */
export function renderNotice(stage: HTMLElement, text: string): void {
  const box = document.createElement('section');
  box.className = 'splash';
  const title = document.createElement('h1');
  title.textContent = 'Marquee';
  const note = document.createElement('p');
  note.textContent = text;
  box.append(title, note);
  stage.replaceChildren(box);
}
