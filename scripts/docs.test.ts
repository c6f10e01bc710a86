import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { graphOf, ownersOf, serverTree, webTree } from './check-modules.mjs';

const root = join(import.meta.dirname, '..');
const documents = ['README.md', ...readdirSync(join(root, 'docs')).map((name) => `docs/${name}`)]
  .filter((path) => path.endsWith('.md'))
  .map((path) => join(root, path));

/** The anchor GitHub gives a heading. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

function anchorsOf(path: string): Set<string> {
  const text = readFileSync(path, 'utf8').replace(/```[\s\S]*?```/g, '');
  return new Set([...text.matchAll(/^#+ (.+)$/gm)].map((match) => slug(match[1] ?? '')));
}

/** Links to files of the repository, with their anchor; web addresses are left alone. */
function relativeLinks(path: string): { target: string; anchor?: string }[] {
  const text = readFileSync(path, 'utf8').replace(/```[\s\S]*?```/g, '');
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1] ?? '')
    .filter((link) => !/^[a-z]+:/i.test(link))
    .map((link) => {
      const [file, anchor] = link.split('#');
      return { target: file ? join(dirname(path), file) : path, anchor };
    });
}

describe('the documentation', () => {
  it('keeps the README short enough to read in five minutes', () => {
    const lines = readFileSync(join(root, 'README.md'), 'utf8').split('\n');
    expect(lines.length).toBeLessThan(200);
  });

  it.each(documents.map((path) => [relative(root, path), path]))(
    '%s links only to files and headings that exist',
    (_name, path) => {
      const broken = relativeLinks(path).filter(
        ({ target, anchor }) =>
          !existsSync(target) || (anchor !== undefined && !anchorsOf(target).has(anchor)),
      );
      expect(broken).toEqual([]);
    },
  );

  it('documents in the README every variable the server reads', () => {
    const source = readFileSync(join(root, 'apps/server/src/config/env.ts'), 'utf8');
    const declared = [...source.matchAll(/^ {4}([A-Z][A-Z0-9_]+): /gm)].map((match) => match[1]);
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    expect(declared.length).toBeGreaterThan(20);
    expect(declared.filter((name) => !readme.includes(`| \`${name}\` |`))).toEqual([]);
  });

  it.each([
    ['server', serverTree()],
    ['web', webTree()],
  ])(
    'draws in docs/architecture.md the %s module graph the sources import',
    (name, tree) => {
      const text = readFileSync(join(root, 'docs/architecture.md'), 'utf8');
      const marker = `<!-- module graph: ${name} -->\n\`\`\`\n`;
      const start = text.indexOf(marker) + marker.length;
      expect(start).toBeGreaterThanOrEqual(marker.length);
      expect(text.slice(start, text.indexOf('\n```', start))).toBe(graphOf(tree));
    },
    30_000,
  ); // reads every source file of the app

  it('lists in docs/architecture.md the owner of every table the schema declares', () => {
    const text = readFileSync(join(root, 'docs/architecture.md'), 'utf8');
    const marker = '<!-- table owners: server -->\n```\n';
    const start = text.indexOf(marker) + marker.length;
    expect(start).toBeGreaterThanOrEqual(marker.length);
    expect(text.slice(start, text.indexOf('\n```', start))).toBe(ownersOf(serverTree()));
  }, 30_000);
});
