import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { featureTexts } from './feature-texts';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const englishDir = join(src, 'locales/en_US');

/** Top-level catalogue section → the part file that holds it. */
const partOfSection = new Map<string, string>();
for (const file of readdirSync(englishDir)) {
  const part = file.replace(/\.json$/, '');
  for (const section of Object.keys(JSON.parse(readFileSync(join(englishDir, file), 'utf8'))))
    partOfSection.set(section, part);
}
const sectionPattern = new RegExp(`['\`"](${[...partOfSection.keys()].join('|')})\\.[A-Za-z]`, 'g');

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? join(src, specifier.slice(2))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')])
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  return null;
}

/** Every catalogue part the module and all it imports (statically or on demand) name a text of. */
function partsUsedFrom(entry: string): Set<string> {
  const parts = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(sectionPattern)) parts.add(partOfSection.get(match[1]!)!);
    for (const match of code.matchAll(/(?:from|import\()\s*'([^']+)'/g)) {
      const target = resolveImport(file, match[1]!);
      if (target) visit(target);
    }
  };
  visit(entry);
  parts.delete('common');
  return parts;
}

const routeTables = ['customer-routes.ts', 'support-routes.ts'].map((file) =>
  readFileSync(join(src, 'app/routes', file), 'utf8'),
);

describe('catalogue parts loaded with each route', () => {
  const pages = [
    ...routeTables
      .join('\n')
      .matchAll(/featurePage\(\s*'([\w-]+)',\s*\(\) => import\('@\/([^']+)'\)/g),
  ].map((match) => ({ feature: match[1]!, module: match[2]! }));

  it('finds every page of both route tables', () => {
    expect(pages.length).toBeGreaterThan(20);
  });

  it.each(pages)('$module loads every part it shows ($feature)', ({ feature, module }) => {
    expect(module.startsWith(`features/${feature}/`)).toBe(true);
    const used = partsUsedFrom(resolveImport(join(src, 'x'), `@/${module}`)!);
    expect([...used].filter((part) => !(featureTexts[feature] ?? []).includes(part))).toEqual([]);
  });
});
