/**
 * The placeholder language of sign templates: a small part of Mustache, so that templates stay
 * static documents. `{{name}}` puts a value in (escaped, or as sanitised HTML for text fields),
 * `{{#name}}…{{/name}}` repeats for each copy of a fieldset (or shows when a value is set),
 * `{{^name}}…{{/name}}` shows when it is empty. Names inside a fieldset's section name its fields.
 * Nothing else (partials, delimiters changes, lambdas, triple braces) exists.
 */

export type TemplateNode =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'value'; readonly name: string; readonly at: number }
  | {
      readonly kind: 'section';
      readonly name: string;
      readonly inverted: boolean;
      readonly at: number;
      readonly children: readonly TemplateNode[];
    };

export class TemplateSyntaxError extends Error {
  constructor(
    message: string,
    /** The character offset in the template where the fault is. */
    readonly at: number,
  ) {
    super(message);
    this.name = 'TemplateSyntaxError';
  }
}

const tagPattern = /\{\{\s*([#^/]?)\s*([A-Za-z][A-Za-z0-9_]{0,63})\s*\}\}|\{\{/g;
/** Sections deeper than this are refused: fieldsets do not nest, so two levels are plenty. */
const maxSectionDepth = 4;

/** Parses a template into its nodes, or throws `TemplateSyntaxError` naming where it fails. */
export function parseTemplate(template: string): readonly TemplateNode[] {
  const root: TemplateNode[] = [];
  const open: { name: string; inverted: boolean; at: number; children: TemplateNode[] }[] = [];
  let into = root;
  let from = 0;
  for (const match of template.matchAll(tagPattern)) {
    const at = match.index;
    if (at > from) into.push({ kind: 'text', text: template.slice(from, at) });
    from = at + match[0].length;
    const [, sigil, name] = match;
    if (name === undefined)
      throw new TemplateSyntaxError(
        'A placeholder must be {{name}}, {{#name}}, {{^name}} or {{/name}}.',
        at,
      );
    if (sigil === '#' || sigil === '^') {
      if (open.length >= maxSectionDepth)
        throw new TemplateSyntaxError('Sections are nested too deep.', at);
      const section = { name, inverted: sigil === '^', at, children: [] as TemplateNode[] };
      open.push(section);
      into = section.children;
    } else if (sigil === '/') {
      const section = open.pop();
      if (!section || section.name !== name)
        throw new TemplateSyntaxError(`{{/${name}}} closes no open section.`, at);
      into = open.at(-1)?.children ?? root;
      into.push({ kind: 'section', ...section });
    } else {
      into.push({ kind: 'value', name, at });
    }
  }
  const unclosed = open.at(-1);
  if (unclosed)
    throw new TemplateSyntaxError(`{{#${unclosed.name}}} is never closed.`, unclosed.at);
  if (from < template.length) into.push({ kind: 'text', text: template.slice(from) });
  return root;
}

/** Every placeholder of a parsed template with the sections it sits in: `rows.line` is ['rows', 'line']. */
export function* placeholdersOf(
  nodes: readonly TemplateNode[],
  sections: readonly string[] = [],
): Generator<{
  readonly path: readonly string[];
  readonly at: number;
  readonly isSection: boolean;
}> {
  for (const node of nodes) {
    if (node.kind === 'value')
      yield { path: [...sections, node.name], at: node.at, isSection: false };
    if (node.kind === 'section') {
      yield { path: [...sections, node.name], at: node.at, isSection: true };
      yield* placeholdersOf(node.children, [...sections, node.name]);
    }
  }
}
