// Uploads over plain HTTP as a browser's form does, streaming files from disk (nothing is held
// whole in the bench's memory).
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';

/** `files`: { fileName, path } (streamed from disk) or { fileName, bytes }. */
export async function uploadMedia(baseUrl, token, files) {
  const boundary = `----marqueebench${Math.random().toString(16).slice(2)}`;
  const parts = [];
  let length = 0;
  for (const file of files) {
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    );
    const size = file.bytes ? file.bytes.length : (await stat(file.path)).size;
    parts.push({ head, file });
    length += head.length + size + 2;
  }
  const tail = Buffer.from(`--${boundary}--\r\n`);
  length += tail.length;
  async function* body() {
    for (const { head, file } of parts) {
      yield head;
      if (file.bytes) yield file.bytes;
      else yield* createReadStream(file.path, { highWaterMark: 1024 * 1024 });
      yield Buffer.from('\r\n');
    }
    yield tail;
  }
  const url = new URL('/api/media/upload?allowOverwrite=false&mediaLibrary=MediaLibrary', baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': length,
      },
    });
    request.on('error', reject);
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => {
        const answer = JSON.parse(text);
        if (response.statusCode !== 200 || !answer.Medias?.every((media) => media.ok)) {
          reject(new Error(`Upload answered ${response.statusCode}: ${text.slice(0, 300)}`));
        } else resolve(answer.Medias);
      });
    });
    pipeline(Readable.from(body()), request).catch(reject);
  });
}
