import { richTextTools, type RichTextTool, type SignField } from '@marquee/domain';

/** The editor's choices (001 §9). */
export const richTextSizes = [20, 24, 28, 32, 36, 40, 44, 48, 52, 56, 60] as const;
export const richTextFonts = [
  'Helvetica',
  'Arial',
  'Times New Roman',
  'Courier New',
  'Comic Sans MS',
] as const;
export const richTextColors = {
  green: '#2f9e44',
  red: '#e03131',
  blue: '#1971c2',
  yellow: '#f59f00',
  grey: '#868e96',
} as const;
export const richTextFormats = ['h1', 'h2', 'h3', 'h4', 'p'] as const;
export type RichTextFormat = (typeof richTextFormats)[number];

/** The tools a field offers: those its `editor` does not turn off. */
export function toolsOf(field: SignField): RichTextTool[] {
  return richTextTools.filter((tool) => field.editor?.[tool] !== false);
}

/** Runs a document command on the editor's selection; CSS spans rather than font tags. */
export function runCommand(command: string, argument?: string) {
  document.execCommand('styleWithCSS', false, 'true');
  document.execCommand(command, false, argument);
}

/**
 * Sets a size in px: the document commands know only sizes 1 to 7, so the largest marks the
 * selection and is then replaced by a span of the wanted size.
 */
export function setFontSize(editor: HTMLElement, px: number) {
  document.execCommand('styleWithCSS', false, 'false');
  document.execCommand('fontSize', false, '7');
  const spans = [...editor.querySelectorAll('font[size="7"]')].map((font) => {
    const span = document.createElement('span');
    span.style.fontSize = `${px}px`;
    span.append(...font.childNodes);
    font.replaceWith(span);
    return span;
  });
  // The selection held the replaced tags: it now holds the spans, for the next tool.
  const first = spans[0];
  const last = spans.at(-1);
  if (!first || !last) return;
  const range = document.createRange();
  range.setStartBefore(first);
  range.setEndAfter(last);
  window.getSelection()?.removeAllRanges();
  window.getSelection()?.addRange(range);
}

/** Pastes only the text of the clipboard (001 §5), at the caret, replacing the selection. */
export function insertPlainText(text: string) {
  const selection = window.getSelection();
  const range = selection?.rangeCount ? selection.getRangeAt(0) : null;
  if (!selection || !range) return;
  range.deleteContents();
  const node = document.createTextNode(text);
  range.insertNode(node);
  range.setStartAfter(node);
  range.collapse(true);
  selection.removeAllRanges();
  selection.addRange(range);
}
