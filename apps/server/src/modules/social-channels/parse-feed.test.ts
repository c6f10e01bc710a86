import { describe, expect, it } from 'vitest';
import { feedLimits, FeedFormatError, parseFeed } from './parse-feed';

const rss = `<?xml version="1.0"?>
<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:media="http://search.yahoo.com/mrss/">
  <channel>
    <title>Café news</title>
    <item>
      <title>New &amp; improved latte</title>
      <link>https://cafe.example/latte</link>
      <guid isPermaLink="false">post-2</guid>
      <description><![CDATA[<p>Now with <b>oat</b> milk&nbsp;&mdash; try it</p><script>alert(1)</script>]]></description>
      <dc:creator>Ada</dc:creator>
      <pubDate>Sat, 05 Dec 2026 09:00:00 GMT</pubDate>
      <media:content url="https://img.example/latte.jpg" medium="image"/>
    </item>
    <item>
      <title>Older post</title>
      <link>https://cafe.example/older</link>
      <pubDate>Fri, 04 Dec 2026 09:00:00 GMT</pubDate>
      <enclosure url="https://img.example/older.png" type="image/png" length="1"/>
    </item>
  </channel>
</rss>`;

const atom = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title>Shop</title>
  <entry>
    <id>urn:uuid:1</id>
    <title type="html">Spring &lt;em&gt;sale&lt;/em&gt;</title>
    <link rel="alternate" href="https://shop.example/sale"/>
    <link rel="enclosure" type="image/jpeg" href="https://img.example/sale.jpg"/>
    <author><name>Bo</name><email>bo@shop.example</email></author>
    <updated>2026-12-01T08:00:00Z</updated>
    <summary>Half price</summary>
  </entry>
</feed>`;

describe('parseFeed', () => {
  it('reads RSS items newest first, as plain text with no markup or script', () => {
    const [latest, older] = parseFeed(rss, 'application/rss+xml');
    expect(latest).toEqual({
      id: 'post-2',
      title: 'New & improved latte',
      text: 'Now with oat milk — try it',
      imageUrl: 'https://img.example/latte.jpg',
      author: 'Ada',
      link: 'https://cafe.example/latte',
      publishedAt: new Date('2026-12-05T09:00:00Z'),
    });
    expect(older).toMatchObject({
      id: 'https://cafe.example/older',
      imageUrl: 'https://img.example/older.png',
    });
  });

  it('reads Atom entries with their author, link and image', () => {
    expect(parseFeed(atom, 'application/atom+xml')).toEqual([
      {
        id: 'urn:uuid:1',
        title: 'Spring sale',
        text: 'Half price',
        imageUrl: 'https://img.example/sale.jpg',
        author: 'Bo',
        link: 'https://shop.example/sale',
        publishedAt: new Date('2026-12-01T08:00:00Z'),
      },
    ]);
  });

  it('reads a JSON Feed', () => {
    const feed = JSON.stringify({
      version: 'https://jsonfeed.org/version/1.1',
      items: [
        {
          id: 'j1',
          title: 'Hello',
          content_html: '<p>One<br>Two</p>',
          image: 'https://img.example/j1.jpg',
          authors: [{ name: 'Cy' }],
          date_published: '2026-11-30T10:00:00Z',
          url: 'javascript:alert(1)',
        },
      ],
    });
    expect(parseFeed(feed, 'application/feed+json')).toEqual([
      {
        id: 'j1',
        title: 'Hello',
        text: 'One\nTwo',
        imageUrl: 'https://img.example/j1.jpg',
        author: 'Cy',
        link: null,
        publishedAt: new Date('2026-11-30T10:00:00Z'),
      },
    ]);
  });

  it('keeps the newest 50 entries, one per id, and cuts long texts', () => {
    const items = Array.from(
      { length: 80 },
      (_, index) =>
        `<item><guid>g${index % 70}</guid><title>${'x'.repeat(500)}</title><pubDate>${new Date(Date.UTC(2026, 0, 1 + (index % 70))).toUTCString()}</pubDate></item>`,
    ).join('');
    const entries = parseFeed(`<rss><channel>${items}</channel></rss>`, 'text/xml');
    expect(entries).toHaveLength(feedLimits.entries);
    expect(entries[0]?.id).toBe('g69');
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(feedLimits.entries);
    expect(entries[0]?.title).toHaveLength(feedLimits.title);
  });

  it('refuses entity expansion, documents that are not feeds and broken XML', () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]><rss><channel><item><title>&b;</title></item></channel></rss>`;
    expect(() => parseFeed(bomb, 'text/xml')).toThrow(FeedFormatError);
    expect(() => parseFeed('<html><body>hi</body></html>', 'text/html')).toThrow(
      'neither RSS nor Atom',
    );
    expect(() => parseFeed('<rss><channel>', 'text/xml')).toThrow(FeedFormatError);
    expect(() => parseFeed('{"items": 3}', 'application/json')).toThrow('has no items');
  });
});
