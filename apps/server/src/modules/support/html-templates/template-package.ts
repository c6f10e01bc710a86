import {
  formModelSchema,
  maxTemplateAssetBytes,
  maxTemplateHtmlLength,
  templatePackageContentType,
} from '@marquee/contracts';
import type { FormModel } from '@marquee/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import type { Database } from '../../../platform/db/database';
import { BadRequest, PayloadTooLarge } from '../../../platform/errors';
import type { FileStore } from '../../../platform/storage/file-store';
import { readWhole } from '../../../platform/storage/read-whole';
import { storedZip } from '../../../platform/zip/stored-zip';
import { unpacked } from '../../../platform/zip/unpack-entry';
import { zipDirectory, type ZipEntry } from '../../../platform/zip/zip-directory';
import type { SupportActor } from '../../scope';
import type { IncomingAsset } from '../../sign-templates';
import { reachedTemplate } from './templates-in-reach';

/** Most bytes `form.json` may unpack to. */
const maxFormBytes = 512 * 1024;
/** What a package may unpack to in all: its HTML, its form and its files, with room for none else. */
export const maxPackageUnpackedBytes =
  maxTemplateAssetBytes + maxTemplateHtmlLength * 4 + maxFormBytes;
/** Largest package an upload takes: packing never makes fonts or images much smaller. */
export const maxPackageBytes = maxPackageUnpackedBytes + 1024 * 1024;

function notAPackage(): never {
  throw new BadRequest('file: not a template package (a zip of index.html, form.json and assets/)');
}

/**
 * The template's current version as a zip of stored entries: `index.html`, `form.json` and
 * `assets/<fileName>`, the same layout an upload takes back.
 */
export async function downloadTemplatePackage(
  db: Database,
  actor: SupportActor,
  files: FileStore,
  templateCode: string,
  reply: FastifyReply,
) {
  const template = await reachedTemplate(db, actor, templateCode);
  const parts: { name: string; bytes: Buffer }[] = [
    { name: 'index.html', bytes: Buffer.from(template.html) },
    { name: 'form.json', bytes: Buffer.from(`${JSON.stringify(template.formModel, null, 2)}\n`) },
  ];
  for (const asset of template.assets)
    parts.push({
      name: `assets/${asset.fileName}`,
      bytes: await readWhole(await files.get(asset.hash)),
    });
  const entries = parts.map(({ name, bytes }) => ({
    name,
    crc: crc32(bytes),
    size: bytes.length,
    content: () => [bytes],
  }));
  return reply
    .header('Content-Type', templatePackageContentType)
    .header('Content-Disposition', `attachment; filename="${template.templateCode}.zip"`)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .send(Readable.from(storedZip(entries)));
}

/** An entry's bytes, held to the size its directory record declares (a lying entry is refused). */
async function entryBytes(entry: ZipEntry): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of unpacked(entry, notAPackage)) {
    size += chunk.length;
    if (size > entry.size) break;
    chunks.push(chunk);
  }
  if (size !== entry.size)
    throw new BadRequest(
      `file: ${entry.name} does not unpack to the ${entry.size} bytes it declares`,
    );
  return Buffer.concat(chunks);
}

/** The zod path of an issue as the API names fields: `formModel.fields[2].type`. */
const issuePath = (path: readonly PropertyKey[]) =>
  path.reduce<string>(
    (named, key) => (typeof key === 'number' ? `${named}[${key}]` : `${named}.${String(key)}`),
    'formModel',
  );

/**
 * What an uploaded package holds, read the way an uploaded workbook is: its directory's sizes are
 * held to the bounds before anything is inflated, then each entry must inflate, in small pieces,
 * to exactly what it declares. Entries other than the three kinds are refused, folders ignored.
 */
export async function readTemplatePackage(request: FastifyRequest) {
  if (!request.isMultipart())
    throw new BadRequest('file: send the package as the multipart part "file"');
  const part = await request
    .file({ limits: { fileSize: maxPackageBytes, files: 1 } })
    .catch((error: unknown) => {
      throw new BadRequest(`file: ${(error as Error).message}`);
    });
  if (part?.fieldname !== 'file') {
    part?.file.resume();
    throw new BadRequest('file: send the package as the multipart part "file"');
  }
  const zip = await readWhole(part.file);
  if (part.file.truncated)
    throw new PayloadTooLarge(`file: a package may be at most ${maxPackageBytes} bytes`);
  const entries = zipDirectory(zip, notAPackage).filter((entry) => !entry.name.endsWith('/'));
  const declared = entries.reduce((total, entry) => total + entry.size, 0);
  if (declared > maxPackageUnpackedBytes)
    throw new PayloadTooLarge(
      `file: a package may unpack to at most ${maxPackageUnpackedBytes} bytes; this one unpacks to ${declared}`,
    );
  const html = entries.find((entry) => entry.name === 'index.html');
  const form = entries.find((entry) => entry.name === 'form.json');
  if (!html || !form) throw new BadRequest('file: a package holds index.html and form.json');
  if (form.size > maxFormBytes)
    throw new BadRequest(`file: form.json may be at most ${maxFormBytes} bytes`);
  const stray = entries.find(
    (entry) => entry !== html && entry !== form && !/^assets\/[^/]+$/.test(entry.name),
  );
  if (stray) throw new BadRequest(`file: ${stray.name} has no place in a package`);
  let formModel: unknown;
  try {
    formModel = JSON.parse((await entryBytes(form)).toString('utf8'));
  } catch (error) {
    if (error instanceof BadRequest) throw error;
    throw new BadRequest('formModel: form.json is not JSON');
  }
  const checked = formModelSchema.safeParse(formModel);
  if (!checked.success) {
    const [issue] = checked.error.issues;
    throw new BadRequest(`${issuePath(issue?.path ?? [])}: ${issue?.message ?? 'is not valid'}`);
  }
  const assets: IncomingAsset[] = [];
  for (const entry of entries.filter((entry) => entry.name.startsWith('assets/')))
    assets.push({ fileName: entry.name.slice('assets/'.length), bytes: await entryBytes(entry) });
  return {
    html: (await entryBytes(html)).toString('utf8'),
    formModel: checked.data as FormModel,
    assets,
  };
}
