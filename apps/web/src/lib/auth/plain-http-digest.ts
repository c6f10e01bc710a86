// FIPS 180-4 SHA-256 round constants: the first 32 bits of the fractional parts of the cube
// roots of the first 64 primes.
const roundConstants = new Uint32Array(64);
const initialHash = new Uint32Array(8);
{
  const primes: number[] = [];
  for (let candidate = 2; primes.length < 64; candidate += 1) {
    if (primes.every((prime) => candidate % prime !== 0)) primes.push(candidate);
  }
  const fraction = (value: number) => ((value - Math.floor(value)) * 2 ** 32) >>> 0;
  primes.forEach((prime, index) => {
    roundConstants[index] = fraction(Math.cbrt(prime));
    if (index < 8) initialHash[index] = fraction(Math.sqrt(prime));
  });
}

const rotate = (value: number, bits: number) => (value >>> bits) | (value << (32 - bits));

/** SHA-256 of some bytes (FIPS 180-4). */
export function sha256(data: Uint8Array): Uint8Array {
  const bitLength = data.length * 8;
  const padded = new Uint8Array(Math.ceil((data.length + 9) / 64) * 64);
  padded.set(data);
  padded[data.length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 8, Math.floor(bitLength / 2 ** 32));
  view.setUint32(padded.length - 4, bitLength >>> 0);

  const hash = initialHash.slice();
  const words = new Uint32Array(64);
  for (let block = 0; block < padded.length; block += 64) {
    for (let i = 0; i < 16; i += 1) words[i] = view.getUint32(block + i * 4);
    for (let i = 16; i < 64; i += 1) {
      const w15 = words[i - 15] ?? 0;
      const w2 = words[i - 2] ?? 0;
      const s0 = rotate(w15, 7) ^ rotate(w15, 18) ^ (w15 >>> 3);
      const s1 = rotate(w2, 17) ^ rotate(w2, 19) ^ (w2 >>> 10);
      words[i] = ((words[i - 16] ?? 0) + s0 + (words[i - 7] ?? 0) + s1) >>> 0;
    }
    let [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0, h = 0] = hash;
    for (let i = 0; i < 64; i += 1) {
      const t1 =
        (h +
          (rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)) +
          ((e & f) ^ (~e & g)) +
          (roundConstants[i] ?? 0) +
          (words[i] ?? 0)) >>>
        0;
      const t2 =
        ((rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) >>> 0;
      [h, g, f, e, d, c, b, a] = [g, f, e, (d + t1) >>> 0, c, b, a, (t1 + t2) >>> 0];
    }
    [a, b, c, d, e, f, g, h].forEach((value, index) => {
      hash[index] = ((hash[index] ?? 0) + value) >>> 0;
    });
  }
  const digest = new Uint8Array(32);
  const digestView = new DataView(digest.buffer);
  hash.forEach((value, index) => digestView.setUint32(index * 4, value));
  return digest;
}

/**
 * Browsers offer `crypto.subtle` only in secure contexts (https or localhost), but a customer
 * may run Marquee on plain HTTP inside a LAN, and the sign-in's PKCE needs a SHA-256 digest. On
 * such a page this gives `crypto.subtle` the one operation the OIDC client uses; everywhere
 * else the browser's own stays.
 */
export function providePlainHttpDigest(): void {
  if (globalThis.crypto.subtle) return;
  const digest = async (algorithm: AlgorithmIdentifier, data: BufferSource) => {
    const name = typeof algorithm === 'string' ? algorithm : algorithm.name;
    if (name.toUpperCase() !== 'SHA-256') throw new Error(`${name} is not available over HTTP`);
    const bytes = ArrayBuffer.isView(data)
      ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
      : new Uint8Array(data);
    return sha256(bytes).buffer;
  };
  Object.defineProperty(globalThis.crypto, 'subtle', { value: { digest }, configurable: true });
}
