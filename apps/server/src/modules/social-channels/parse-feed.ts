import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { feedText } from './feed-text';

/** One entry of a feed, as it becomes a social post. */
export interface FeedEntry {
  /** The feed's own id of the entry (guid, id, else its link), which keeps it one post. */
  id: string;
  title: string;
  text: string;
  imageUrl: string | null;
  author: string;
  link: string | null;
  publishedAt: Date | null;
}

export class FeedFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FeedFormatError';
  }
}

/** A channel keeps the newest 50 entries; longer texts are cut. */
export const feedLimits = { entries: 50, title: 300, text: 2000, author: 200, url: 2000 } as const;

function httpUrl(value: string | undefined | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'https:' || url.protocol === 'http:') &&
      url.href.length <= feedLimits.url
      ? url.href
      : null;
  } catch {
    return null;
  }
}

function dateOf(value: string | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value.trim());
  return Number.isNaN(date.getTime()) ? null : date;
}

interface RawEntry {
  id?: string;
  title?: string;
  html?: string;
  image?: string;
  author?: string;
  link?: string;
  published?: string;
}

function toEntry(raw: RawEntry): FeedEntry | null {
  const link = httpUrl(raw.link);
  const id = (raw.id ?? link ?? '').trim().slice(0, feedLimits.url);
  if (!id) return null;
  return {
    id,
    title: feedText(raw.title ?? '', feedLimits.title),
    text: feedText(raw.html ?? '', feedLimits.text),
    imageUrl: httpUrl(raw.image),
    author: feedText(raw.author ?? '', feedLimits.author),
    link,
    publishedAt: dateOf(raw.published),
  };
}

/** Newest first (undated last, in feed order), the first 50, one per id. */
function newest(entries: FeedEntry[]): FeedEntry[] {
  const seen = new Set<string>();
  return entries
    .filter((entry) => !seen.has(entry.id) && seen.add(entry.id))
    .map((entry, order) => ({ entry, order }))
    .sort(
      (a, b) =>
        (b.entry.publishedAt?.getTime() ?? -Infinity) -
          (a.entry.publishedAt?.getTime() ?? -Infinity) || a.order - b.order,
    )
    .slice(0, feedLimits.entries)
    .map(({ entry }) => entry);
}

/** Where an element's text goes in the entry being read, by the element's local name. */
const textFields: Record<string, keyof RawEntry> = {
  guid: 'id',
  id: 'id',
  title: 'title',
  description: 'html',
  summary: 'html',
  content: 'html',
  encoded: 'html',
  name: 'author',
  author: 'author',
  creator: 'author',
  pubDate: 'published',
  published: 'published',
  updated: 'published',
  date: 'published',
  link: 'link',
};

/** An image in an entry's attributes: an enclosure, a media:content or thumbnail, an Atom link. */
function imageOf(tag: SaxesTagPlain): string | undefined {
  const attribute = (name: string) => tag.attributes[name];
  const local = tag.name.split(':').pop();
  const type = attribute('type') ?? '';
  if ((local === 'enclosure' || local === 'link') && type.startsWith('image/'))
    return attribute(local === 'link' ? 'href' : 'url');
  if (
    local === 'thumbnail' ||
    (local === 'content' && (attribute('medium') === 'image' || type.startsWith('image/')))
  ) {
    return attribute('url');
  }
  return undefined;
}

/**
 * The entries of an RSS 2.0 or Atom document. The parser expands no entity but XML's own, so a
 * document cannot grow as it is read; text is held only for the entry being read, bounded.
 */
function parseXmlFeed(xml: string): FeedEntry[] {
  const parser = new SaxesParser({ xmlns: false });
  const entries: FeedEntry[] = [];
  let entry: RawEntry | null = null;
  let field: keyof RawEntry | null = null;
  let depth = 0;
  let entryDepth = -1;
  let text = '';
  let root: string | null = null;
  parser.on('opentag', (tag) => {
    depth += 1;
    const local = tag.name.split(':').pop() ?? tag.name;
    root ??= local;
    if (local === 'item' || local === 'entry') {
      entry = {};
      entryDepth = depth;
      return;
    }
    if (!entry) return;
    entry.image ??= imageOf(tag);
    if (
      local === 'link' &&
      tag.attributes.href &&
      (tag.attributes.rel ?? 'alternate') === 'alternate'
    ) {
      entry.link ??= tag.attributes.href;
    }
    if (depth === entryDepth + 1 || (local === 'name' && depth === entryDepth + 2)) {
      field = textFields[local] ?? null;
      text = '';
    }
  });
  const onText = (chunk: string) => {
    if (field && text.length < feedLimits.text * 4) text += chunk;
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', () => {
    if (entry && depth === entryDepth) {
      const made = toEntry(entry);
      if (made) entries.push(made);
      entry = null;
    } else if (entry && field) {
      const value = text.trim();
      if (value && entry[field] === undefined) entry[field] = value;
      field = null;
    }
    depth -= 1;
  });
  try {
    parser.write(xml).close();
  } catch (error) {
    throw new FeedFormatError(`The feed is not well-formed XML: ${(error as Error).message}`);
  }
  if (root !== 'rss' && root !== 'feed' && root !== 'RDF') {
    throw new FeedFormatError('The feed is neither RSS nor Atom');
  }
  return newest(entries);
}

/** The entries of a JSON Feed (version 1 or 1.1). */
function parseJsonFeed(json: string): FeedEntry[] {
  let feed: unknown;
  try {
    feed = JSON.parse(json);
  } catch {
    throw new FeedFormatError('The feed is not valid JSON');
  }
  const items = (feed as { items?: unknown }).items;
  if (!Array.isArray(items)) throw new FeedFormatError('The JSON feed has no items');
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return newest(
    items.slice(0, feedLimits.entries * 4).flatMap((item: Record<string, unknown>) => {
      const authors = Array.isArray(item.authors) ? item.authors : [item.author];
      const made = toEntry({
        id: text(item.id),
        title: text(item.title),
        html: text(item.content_html) ?? text(item.content_text) ?? text(item.summary),
        image: text(item.image) ?? text(item.banner_image),
        author: text((authors[0] as { name?: unknown } | undefined)?.name),
        link: text(item.url),
        published: text(item.date_published) ?? text(item.date_modified),
      });
      return made ? [made] : [];
    }),
  );
}

/** The entries of a feed by what it is: JSON Feed when it says JSON or starts as JSON, else XML. */
export function parseFeed(body: string, contentType: string): FeedEntry[] {
  const isJson = /json/i.test(contentType) || body.trimStart().startsWith('{');
  return isJson ? parseJsonFeed(body) : parseXmlFeed(body);
}
