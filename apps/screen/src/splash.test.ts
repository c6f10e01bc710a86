import { expect, it } from 'vitest';
import { renderSplash } from './splash';

it('shows the product name while the player starts', () => {
  const stage = document.createElement('main');
  renderSplash(stage);
  expect(stage.querySelector('h1')?.textContent).toBe('Marquee');
});
