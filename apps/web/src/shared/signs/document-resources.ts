/** What becomes of one address a document loads; null drops it. */
export type ResourceMap = (address: string) => Promise<string | null>;

const cssUrl = /url\(\s*(['"]?)(.*?)\1\s*\)/g;
const loadingAttributes = [
  ['img', 'src'],
  ['video', 'src'],
  ['video', 'poster'],
  ['source', 'src'],
  ['input', 'src'],
] as const;

/** The address relative ones resolve against: the document's `<base>`, else the app's page. */
export function baseOf(doc: Document): string {
  const href = doc.querySelector('base[href]')?.getAttribute('href') ?? '';
  return new URL(href, window.location.href).href;
}

function mapAddress(address: string, base: string, map: ResourceMap): Promise<string | null> {
  const trimmed = address.trim();
  if (trimmed === '' || trimmed.startsWith('data:') || trimmed.startsWith('#'))
    return Promise.resolve(trimmed);
  try {
    return map(new URL(trimmed, base).href);
  } catch {
    return Promise.resolve(null);
  }
}

async function mapCss(css: string, base: string, map: ResourceMap): Promise<string> {
  const found = [...css.matchAll(cssUrl)].map((match) => match[2] ?? '');
  if (found.length === 0) return css;
  const mapped = await Promise.all(found.map((address) => mapAddress(address, base, map)));
  let index = 0;
  return css.replace(cssUrl, () => {
    const address = mapped[index++];
    return address ? `url("${address.replace(/"/g, '%22')}")` : 'none';
  });
}

/**
 * Passes every address a sign's document loads by itself (images, videos and their posters,
 * `url()`s in style sheets and style attributes, fonts among them) through `map`, resolved
 * against the document's base; an address mapped to null is dropped.
 */
export async function mapResources(doc: Document, map: ResourceMap): Promise<void> {
  const base = baseOf(doc);
  const jobs: Promise<void>[] = [];
  for (const [tag, attribute] of loadingAttributes) {
    for (const element of doc.querySelectorAll(`${tag}[${attribute}]`)) {
      const address = element.getAttribute(attribute) ?? '';
      jobs.push(
        mapAddress(address, base, map).then((mapped) => {
          if (mapped) element.setAttribute(attribute, mapped);
          else element.removeAttribute(attribute);
        }),
      );
    }
  }
  // Candidates by width would each need mapping; a sign's media come by one address.
  for (const element of doc.querySelectorAll('[srcset]')) element.removeAttribute('srcset');
  for (const element of doc.querySelectorAll('[style]')) {
    jobs.push(
      mapCss(element.getAttribute('style') ?? '', base, map).then((css) =>
        element.setAttribute('style', css),
      ),
    );
  }
  for (const sheet of doc.querySelectorAll('style')) {
    jobs.push(
      mapCss(sheet.textContent ?? '', base, map).then((css) => {
        sheet.textContent = css;
      }),
    );
  }
  await Promise.all(jobs);
}
