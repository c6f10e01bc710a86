import { describe, expect, it } from 'vitest';
import { newSignPath, returnPathOf, signEditorPath } from './sign-paths';

describe('sign paths', () => {
  it('opens a new sign for the library or for the channel the gallery was opened for', () => {
    expect(newSignPath('T1', { target: 'media' })).toBe('/templates/media/signs/T1');
    expect(newSignPath('T1', { target: 'P1', targetName: 'Front window', channelCode: 'C1' })).toBe(
      '/templates/P1/Front%20window/signs/T1/C1',
    );
  });

  it('goes back to the library, or to the playlist of the screen', () => {
    expect(returnPathOf({ target: 'media' })).toBe('/media');
    expect(returnPathOf({ target: 'P1', targetName: 'Front window', channelCode: 'C1' })).toBe(
      '/screens/P1/Front%20window/playlist',
    );
  });

  it('edits or copies a sign', () => {
    expect(signEditorPath('edit', 'S1')).toBe('/templates/media/edit/signs/S1');
    expect(signEditorPath('duplicate', 'S1', { target: 'P1', targetName: 'Bar' })).toBe(
      '/templates/P1/duplicate/signs/S1/Bar',
    );
  });
});
