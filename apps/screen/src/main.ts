import { renderSplash } from './splash';

// Pairing and playback arrive with the screen issues; until then the player shows who it is.
renderSplash(document.getElementById('stage')!);
