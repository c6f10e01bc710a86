/** A multipart body of files, as a browser's form sends it. */
export function multipart(parts: Array<{ name?: string; fileName: string; bytes: Buffer }>) {
  const boundary = `----marquee${Math.random().toString(16).slice(2)}`;
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.name ?? 'file'}"; filename="${part.fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    part.bytes,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
