import { describe, expect, it } from 'vitest';
import { isAcceptedFile } from './accepted-files';

describe('accepted files', () => {
  it('checks the extension whatever its case', () => {
    expect(isAcceptedFile('HOLIDAY.JPG', ['.jpg'])).toBe(true);
    expect(isAcceptedFile('clip.mp4.exe', ['.mp4'])).toBe(false);
  });
});
