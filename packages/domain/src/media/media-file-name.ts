/**
 * Characters the image editor strips from a name (spec 002 section 5). Only the first
 * occurrence of each goes, as the spec says; a name keeps any later repeat.
 */
export const strippedNameCharacters = [
  '|',
  '&',
  '¤',
  '#',
  '!',
  '"',
  "'",
  '/',
  '^',
  '~',
  '$',
  '£',
  '`',
  '?',
  '§',
  '½',
  '%',
  '>',
  '<',
  ';',
  ':',
  '\\',
] as const;

/** Removes the first occurrence of each of the spec's stripped characters. */
export function sanitiseMediaName(name: string): string {
  return strippedNameCharacters.reduce((text, character) => text.replace(character, ''), name);
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** `_YYYYMMDD-HHmmss` in local time: the suffix that keeps an edited copy's name apart. */
export function timestampSuffix(at: Date): string {
  const date = `${pad(at.getFullYear(), 4)}${pad(at.getMonth() + 1)}${pad(at.getDate())}`;
  const time = `${pad(at.getHours())}${pad(at.getMinutes())}${pad(at.getSeconds())}`;
  return `_${date}-${time}`;
}

/** A file name without its last extension (`beach.photo.jpg` → `beach.photo`). */
export function baseNameOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(0, dot) : fileName;
}

/** The name the editor proposes for an edited copy: the original's, cleaned, with the time. */
export function editedImageName(originalName: string, at: Date): string {
  return `${sanitiseMediaName(baseNameOf(originalName)).trim()}${timestampSuffix(at)}`;
}

/** The editor always saves PNG: the cleaned name with `.png` (once, whatever was typed). */
export function pngFileName(name: string): string {
  const clean = sanitiseMediaName(name).trim();
  return `${clean.replace(/\.png$/i, '')}.png`;
}
