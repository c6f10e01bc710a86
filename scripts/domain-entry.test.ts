import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const domainSource = path.join(import.meta.dirname, '../packages/domain/src');

/** Every module the file reaches by relative imports, with the packages each one imports. */
function packagesReached(file: string, seen = new Map<string, string[]>()): Map<string, string[]> {
  if (seen.has(file)) return seen;
  const source = readFileSync(file, 'utf8');
  const specifiers = [...source.matchAll(/^(?:import|export)[^'"]*from '([^']+)'/gm)].map(
    (match) => match[1] as string,
  );
  seen.set(
    file,
    specifiers.filter((specifier) => !specifier.startsWith('.')),
  );
  for (const specifier of specifiers.filter((s) => s.startsWith('.'))) {
    const target = path.resolve(path.dirname(file), specifier);
    packagesReached(
      existsSync(`${target}.ts`) ? `${target}.ts` : path.join(target, 'index.ts'),
      seen,
    );
  }
  return seen;
}

describe('the main entry of the domain package', () => {
  it('reaches no HTML parser, which bundlers would keep in every app (see its sign-documents.ts)', () => {
    const reached = packagesReached(path.join(domainSource, 'index.ts'));
    const parsing = [...reached].filter(([, packages]) => packages.includes('parse5'));
    expect(parsing.map(([file]) => path.basename(file))).toEqual([]);
    const signDocuments = packagesReached(path.join(domainSource, 'sign-documents.ts'));
    expect([...signDocuments.values()].flat()).toContain('parse5');
  });
});
