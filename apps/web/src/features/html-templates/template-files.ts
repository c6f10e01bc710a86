import { fillPath, fullPath, getSupportTemplateAsset } from '@marquee/contracts';
import { dataUrlOf, fetchAsDataUrl, type InlineSources } from '@/shared/signs/inline-document';

/** The files a template being edited names as `assets/<fileName>`. */
export interface TemplateFiles {
  /** The folder of the stored version its HTML's `assets/` sits in; null before a first save. */
  folder: string | null;
  /** The stored version's file names. */
  saved: readonly string[];
  /** Files added in the editor and not saved yet; one of a saved file's name replaces it. */
  added: readonly File[];
}

/** The support address of a stored template version's folder, where `assets/` is. */
export function versionFolder(templateCode: string, version: number): string {
  const file = fillPath(fullPath(getSupportTemplateAsset), { templateCode, version, fileName: '' });
  return file.slice(0, -'assets/'.length);
}

/** Files added are read once each, however often the preview is drawn again. */
const addedAsDataUrl = new WeakMap<File, Promise<string>>();

function readAdded(file: File): Promise<string> {
  let reading = addedAsDataUrl.get(file);
  if (!reading) {
    reading = dataUrlOf(file);
    addedAsDataUrl.set(file, reading);
  }
  return reading;
}

/** The files' names without those an added file of the same name replaces. */
const savedKept = (files: TemplateFiles) =>
  files.saved.filter((name) => !files.added.some((file) => file.name === name));

/**
 * Where the preview's files come from: an added file from memory, a saved one from the support
 * address of its version; anything else the HTML names (another address, a file it does not
 * have) is left out, so the preview loads nothing but the template's own files.
 */
export function templateFileSources(files: TemplateFiles): InlineSources {
  const folder = new URL('assets/', new URL(files.folder ?? '', window.location.href));
  const kept = savedKept(files);
  return {
    stillOf: () => undefined,
    readAsDataUrl: (address) => {
      const url = new URL(address);
      if (url.origin !== folder.origin || !url.pathname.startsWith(folder.pathname))
        return Promise.resolve(null);
      const name = decodeURIComponent(url.pathname.slice(folder.pathname.length));
      const added = files.added.find((file) => file.name === name);
      if (added) return readAdded(added);
      return kept.includes(name) ? fetchAsDataUrl(url.href) : Promise.resolve(null);
    },
  };
}

const base64Of = (dataUrl: string) => dataUrl.slice(dataUrl.indexOf(',') + 1);

/** A saved file that could not be read back for a save. */
export class UnreadableFile extends Error {
  constructor(readonly fileName: string) {
    super(`assets/${fileName} could not be read`);
  }
}

/**
 * Every file the saved version will have, for a save that sends them (a save sends all or none):
 * the stored ones read back from their address, the added ones from memory.
 */
export async function filesForSave(files: TemplateFiles) {
  const folder = files.folder;
  const saved = await Promise.all(
    savedKept(files).map(async (fileName) => {
      const read = folder ? await fetchAsDataUrl(`${folder}assets/${fileName}`) : null;
      if (!read) throw new UnreadableFile(fileName);
      return { fileName, contentBase64: base64Of(read) };
    }),
  );
  const added = await Promise.all(
    files.added.map(async (file) => ({
      fileName: file.name,
      contentBase64: base64Of(await readAdded(file)),
    })),
  );
  return [...saved, ...added];
}
