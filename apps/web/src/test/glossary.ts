import glossaryText from '../../../../docs/glossary.md?raw';

export interface LanguageGlossary {
  /** Texts that may equal their English one. */
  sameAsEnglish: Set<string>;
  /** Words the glossary replaced and no text may use. */
  avoided: string[];
}

const sameLine = /^Same as English on purpose:((?:.|\n(?!\n))*)/m;

function backticked(text: string): string[] {
  return [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
}

/** The lists of docs/glossary.md, per language code; `every` holds those of every language. */
export function readGlossary(text = glossaryText): Record<string, LanguageGlossary> {
  const out: Record<string, LanguageGlossary> = {};
  for (const section of text.split(/^## /m).slice(1)) {
    const code = section.startsWith('Every language')
      ? 'every'
      : section.match(/^[^\n]*\((\w\w_\w\w)\)/)?.[1];
    if (!code) continue;
    const avoided = section
      .split('\n')
      .filter((line) => line.startsWith('| ') && !line.startsWith('| ---'))
      .slice(1)
      .flatMap((line) => (line.split('|')[3] ?? '').split(','))
      .map((word) => word.trim())
      .filter(Boolean);
    out[code] = {
      sameAsEnglish: new Set(backticked(section.match(sameLine)?.[1] ?? '')),
      avoided,
    };
  }
  return out;
}
