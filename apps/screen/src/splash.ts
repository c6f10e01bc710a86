/** The screen's idle face: the product name and what it is waiting for. */
export function renderSplash(stage: HTMLElement): void {
  const box = document.createElement('section');
  box.className = 'splash';
  const title = document.createElement('h1');
  title.textContent = 'Marquee';
  const note = document.createElement('p');
  note.textContent = 'Starting player…';
  box.append(title, note);
  stage.replaceChildren(box);
}
