import { parse, type DefaultTreeAdapterMap } from 'parse5';
import type { TemplateIssue } from './check-form-model';
import type { FormModel, SignField } from './form-model';
import { namesInsideSection } from './section-names';
import {
  parseTemplate,
  placeholdersOf,
  TemplateSyntaxError,
  type TemplateNode,
} from './template-syntax';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/**
 * Elements that run, load or send something: none has a place in a sign, which is a static
 * document. `handler` and `listener` are SVG Tiny's script vectors.
 */
const refusedElements = new Set([
  'script',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'form',
  'base',
  'portal',
  'handler',
  'listener',
]);

/** Attributes whose value a browser fetches or follows as an address. */
const urlAttributes = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'poster',
  'background',
  'data',
  'cite',
  'longdesc',
  'lowsrc',
  'dynsrc',
  'ping',
  'manifest',
  'codebase',
  'archive',
  'usemap',
  'icon',
  'profile',
]);

const svgAnimations = new Set(['set', 'animate', 'animatemotion', 'animatetransform']);

/** Raster images may be inlined; an SVG could carry script, so it may not. */
const inlineImage = /^data:image\/(png|jpeg|gif|webp)[;,]/;
const assetName = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/** An address as a browser reads it: entities already decoded, controls and spaces gone. */
// eslint-disable-next-line no-control-regex
const normalisedUrl = (value: string) => value.replace(/[\u0000-\u0020\u007f]/g, '').toLowerCase();

/** Why an address may not stand in a template, or undefined when it may. */
function urlProblem(raw: string, assets: ReadonlySet<string> | undefined): string | undefined {
  const url = normalisedUrl(raw);
  if (url === '' || url.startsWith('#')) return undefined;
  if (/^(javascript|vbscript|livescript):/.test(url)) return 'script addresses are not allowed';
  if (url.startsWith('data:'))
    return inlineImage.test(url)
      ? undefined
      : 'only PNG, JPEG, GIF or WebP data images are allowed';
  if (/^[a-z][a-z0-9+.-]*:/.test(url) || /^[/\\]{2}/.test(url))
    return `external addresses are not allowed (${raw.trim().slice(0, 80)})`;
  const trimmed = raw.trim();
  const name = trimmed.startsWith('assets/') ? trimmed.slice('assets/'.length) : undefined;
  if (name === undefined || !assetName.test(name) || name.includes('..'))
    return `files are referred to only as assets/<name> (${trimmed.slice(0, 80)})`;
  if (assets && !assets.has(name)) return `assets/${name} is not among the template's assets`;
  return undefined;
}

/** CSS as a browser reads it: comments gone, escapes (`\75 rl(`) turned back into characters. */
function decodedCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?(\*\/|$)/g, ' ')
    .replace(/\\([0-9a-fA-F]{1,6})[ \t\n\r\f]?/g, (_, hex: string) => {
      const code = Number.parseInt(hex, 16);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
    })
    .replace(/\\\n/g, '')
    .replace(/\\(.)/g, '$1');
}

function* cssProblems(css: string, assets: ReadonlySet<string> | undefined): Generator<string> {
  const decoded = decodedCss(css);
  const lower = decoded.toLowerCase();
  if (lower.includes('@import')) yield 'CSS @import is not allowed';
  if (/expression\s*\(|-moz-binding|behavior\s*:|javascript\s*:/.test(lower.replace(/\s+/g, ' ')))
    yield 'active CSS (expression, binding, behavior, script addresses) is not allowed';
  for (const match of decoded.matchAll(/url\(\s*(?:"([^"]*)"|'([^']*)'|([^)]*))\s*\)/gi)) {
    const problem = urlProblem(match[1] ?? match[2] ?? match[3] ?? '', assets);
    if (problem) yield `CSS url(): ${problem}`;
  }
  // Addresses in plain strings too: image-set("…"), @font-face src lists, quoted imports.
  for (const match of decoded.matchAll(/"([^"]*)"|'([^']*)'/g)) {
    const text = normalisedUrl(match[1] ?? match[2] ?? '');
    if (/^([a-z][a-z0-9+.-]*:|[/\\]{2})/.test(text) && !inlineImage.test(text))
      yield `CSS: external addresses are not allowed (${text.slice(0, 80)})`;
  }
}

const textOf = (element: Element): string =>
  element.childNodes.map((child) => ('value' in child ? child.value : '')).join('');

function* elementProblems(
  element: Element,
  assets: ReadonlySet<string> | undefined,
): Generator<string> {
  const tag = element.tagName.toLowerCase();
  // A browser takes `<scr<script>ipt>` as an element named `scr<script`; harmless, but only a
  // filter's bypass writes one.
  if (!/^[a-z][a-z0-9-]*$/.test(tag)) {
    yield `<${element.tagName}> is not a tag name`;
    return;
  }
  if (refusedElements.has(tag)) {
    yield `<${tag}> is not allowed`;
    return;
  }
  const attribute = (name: string) =>
    element.attrs.find((attr) => attr.name.toLowerCase() === name)?.value;
  if (tag === 'meta' && attribute('http-equiv') !== undefined)
    yield '<meta http-equiv> is not allowed';
  if (tag === 'link') {
    const rel = (attribute('rel') ?? '').trim().toLowerCase();
    if (rel !== 'stylesheet') yield `<link rel="${rel}"> is not allowed; only a stylesheet`;
  }
  if (tag === 'style') yield* cssProblems(textOf(element), assets);
  if (svgAnimations.has(tag)) {
    const target = (attribute('attributename') ?? '').trim().toLowerCase();
    if (target.endsWith('href') || target.startsWith('on'))
      yield `<${element.tagName}> may not animate ${target}`;
  }
  for (const attr of element.attrs) {
    const name = attr.name.toLowerCase();
    const full = attr.prefix ? `${attr.prefix}:${name}` : name;
    if (name.startsWith('on')) {
      yield `the ${full} attribute is not allowed`;
      continue;
    }
    if (name === 'srcdoc') yield 'the srcdoc attribute is not allowed';
    if (name === 'style') for (const problem of cssProblems(attr.value, assets)) yield problem;
    if (/(java|vb|live)script:/.test(normalisedUrl(attr.value)))
      yield `the ${full} attribute holds a script address`;
    else if (urlAttributes.has(name)) {
      const problem = urlProblem(attr.value, assets);
      if (problem) yield `${full}: ${problem}`;
    } else if (name === 'srcset') {
      for (const candidate of attr.value.split(',')) {
        const problem = urlProblem(candidate.trim().split(/\s+/)[0] ?? '', assets);
        if (problem) yield `${full}: ${problem}`;
      }
    }
  }
}

function* documentProblems(html: string, assets: ReadonlySet<string> | undefined) {
  // Without scripting, <noscript> holds markup, as it does in a sign's frame.
  const document = parse(html, { scriptingEnabled: false });
  const stack: Node[] = [document];
  while (stack.length) {
    const node = stack.pop()!;
    if ('tagName' in node) {
      yield* elementProblems(node, assets);
      if (node.tagName === 'template' && 'content' in node) stack.push(node.content as Node);
    }
    if ('childNodes' in node) stack.push(...node.childNodes);
  }
}

/** The template as rendered with every value empty, every section shown or every section hidden. */
function flattened(nodes: readonly TemplateNode[], showSections: boolean): string {
  return nodes
    .map((node) =>
      node.kind === 'text'
        ? node.text
        : node.kind === 'section' && showSections
          ? flattened(node.children, showSections)
          : '',
    )
    .join('');
}

/**
 * Where placeholders stand. A value may stand in text or in an attribute's value (where the
 * renderer escapes it); a section only in text, so that no choice of values can join two halves
 * of a tag or an attribute into something the checks below never saw. A value that writes an
 * element (`{{qrCode}}`, at the offsets `elementsAt`) stands in text only.
 */
function* placementProblems(html: string, elementsAt: ReadonlySet<number>): Generator<string> {
  const tags = [...html.matchAll(/\{\{[^}]*\}\}/g)];
  // Same-length stand-ins keep offsets, so the parser's locations point into the template.
  const standIn = html.replace(/\{\{[^}]*\}\}/g, (tag) => 'x'.repeat(tag.length));
  const document = parse(standIn, { sourceCodeLocationInfo: true, scriptingEnabled: false });
  const tagSpans: { start: number; end: number; values: { start: number; end: number }[] }[] = [];
  const stack: Node[] = [document];
  while (stack.length) {
    const node = stack.pop()!;
    if ('tagName' in node) {
      const location = node.sourceCodeLocation;
      if (location?.startTag) {
        const values = Object.values(location.attrs ?? {}).map((span) => {
          const equals = standIn.slice(span.startOffset, span.endOffset).indexOf('=');
          return {
            start: equals < 0 ? span.endOffset : span.startOffset + equals + 1,
            end: span.endOffset,
          };
        });
        tagSpans.push({
          start: location.startTag.startOffset,
          end: location.startTag.endOffset,
          values,
        });
      }
      if (location?.endTag)
        tagSpans.push({
          start: location.endTag.startOffset,
          end: location.endTag.endOffset,
          values: [],
        });
      if (node.tagName === 'template' && 'content' in node) stack.push(node.content as Node);
    }
    if ('childNodes' in node) stack.push(...node.childNodes);
  }
  for (const match of tags) {
    const at = match.index;
    const span = tagSpans.find((tag) => at >= tag.start && at < tag.end);
    if (!span) continue;
    const isSection = /^\{\{\s*[#^/]/.test(match[0]);
    const inValue = span.values.some(
      (value) => at >= value.start && at + match[0].length <= value.end,
    );
    if (isSection || !inValue)
      yield isSection
        ? `${match[0]} stands inside a tag; sections go between tags`
        : `${match[0]} stands in a tag's name or an attribute's name; values go in text or attribute values`;
    else if (elementsAt.has(at))
      yield `${match[0]} writes an image; it goes between tags, not in an attribute`;
  }
}

/** What a name inside sections can read: a field, or what a field's section offers of its own. */
type Found = { field: SignField } | { of: SignField } | undefined;

/**
 * Looks a placeholder's name up as the renderer does: innermost section first, then outwards to
 * the top fields. Inside a field's section its own names count too (`namesInsideSection`): a
 * fieldset's fields, a medium's `url`, an option's `label`, a text's `qrCode`, any attribute of
 * an item.
 */
function lookUp(model: FormModel, path: readonly string[]): Found {
  const scopes: ((name: string) => Found)[] = [
    (name) => {
      const field = model.fields.find((candidate) => candidate.fieldName === name);
      return field ? { field } : undefined;
    },
  ];
  const find = (name: string): Found => {
    for (let index = scopes.length - 1; index >= 0; index -= 1) {
      const found = scopes[index]!(name);
      if (found) return found;
    }
    return undefined;
  };
  for (const section of path.slice(0, -1)) {
    const found = find(section);
    if (!found) return undefined;
    if (!('field' in found)) {
      scopes.push(() => undefined);
      continue;
    }
    const of = found.field;
    const inside = namesInsideSection(of);
    const fields = of.type === 'fieldset' ? (of.fields ?? []) : [];
    scopes.push((name) => {
      const field = fields.find((candidate) => candidate.fieldName === name);
      if (field) return { field };
      return inside === 'itemAttributes' || inside.includes(name) ? { of } : undefined;
    });
  }
  return find(path.at(-1)!);
}

/** Where values stand that write an element rather than text: a textarea's `{{qrCode}}`. */
function elementValueOffsets(nodes: readonly TemplateNode[], model: FormModel): Set<number> {
  const offsets = new Set<number>();
  for (const placeholder of placeholdersOf(nodes)) {
    if (placeholder.isSection) continue;
    const found = lookUp(model, placeholder.path);
    if (found && 'of' in found && found.of.type === 'textarea') offsets.add(placeholder.at);
  }
  return offsets;
}

function* placeholderProblems(nodes: readonly TemplateNode[], model: FormModel): Generator<string> {
  for (const placeholder of placeholdersOf(nodes)) {
    const found = lookUp(model, placeholder.path);
    const written = placeholder.isSection
      ? `{{#${placeholder.path.at(-1)}}}`
      : `{{${placeholder.path.at(-1)}}}`;
    if (!found)
      yield placeholder.path.length > 1
        ? `${written} inside {{#${placeholder.path.at(-2)}}} names no field there`
        : `${written} names no field`;
    else if (!placeholder.isSection && 'field' in found && found.field.type === 'fieldset')
      yield `${written} is a fieldset; repeat it with {{#${found.field.fieldName}}}…{{/${found.field.fieldName}}}`;
  }
}

/**
 * The faults of a template's HTML, each as `{path: 'html', message}`: placeholder syntax,
 * placeholders that name no field of the model, and anything active or external. A sign is a
 * static document: no script, no handler, no frame or form, no address outside the template's
 * own `assets/<name>` files (raster data images aside). The markup is read by a real HTML parser
 * the way a browser reads it, once with every section shown and once with every section hidden,
 * so tricks of case, entities, split words or nesting (`<scr<script>ipt>`) meet the same rules.
 * `assetNames`, when given, are the files `assets/<name>` may name.
 */
export function checkTemplate(
  html: string,
  model: FormModel,
  assetNames?: readonly string[],
): TemplateIssue[] {
  let nodes: readonly TemplateNode[];
  try {
    nodes = parseTemplate(html);
  } catch (error) {
    if (error instanceof TemplateSyntaxError)
      return [{ path: 'html', message: `${error.message} (at character ${error.at})` }];
    throw error;
  }
  const assets = assetNames ? new Set(assetNames) : undefined;
  const messages = new Set<string>([
    ...placeholderProblems(nodes, model),
    ...placementProblems(html, elementValueOffsets(nodes, model)),
    ...documentProblems(flattened(nodes, true), assets),
    ...documentProblems(flattened(nodes, false), assets),
  ]);
  return [...messages].map((message) => ({ path: 'html', message }));
}
