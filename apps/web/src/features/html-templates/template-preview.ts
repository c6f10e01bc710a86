import {
  labelText,
  parseTemplate,
  type FormModel,
  type SignField,
  type SignOrientation,
  type TemplateNode,
} from '@marquee/domain';

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escaped = (text: string) => text.replace(/[&<>"']/g, (character) => escapes[character]!);

function filled(nodes: readonly TemplateNode[], fields: readonly SignField[]): string {
  return nodes
    .map((node) => {
      if (node.kind === 'text') return node.text;
      const field = fields.find((candidate) => candidate.fieldName === node.name);
      if (node.kind === 'value')
        return escaped(field ? labelText(field.label, 'en_US') : node.name);
      // A preview shows what a filled-in sign shows: sections once, their empty alternative never.
      if (node.inverted) return '';
      return filled(node.children, field?.type === 'fieldset' ? (field.fields ?? []) : fields);
    })
    .join('');
}

/**
 * The document the console's live preview shows for one orientation: each placeholder filled with
 * its field's label, sized to the orientation's pixels. It stands where the sign renderer will;
 * a template that does not parse shows as its own text.
 */
export function templatePreviewDocument(
  html: string,
  formModel: FormModel,
  orientation: SignOrientation,
): string {
  const [width, height] = orientation.orientation_pixels.split('x');
  const frame = `<style>html,body{width:${width}px;height:${height}px;margin:0;overflow:hidden}</style>`;
  try {
    return frame + filled(parseTemplate(html), formModel.fields);
  } catch {
    return `${frame}<pre>${escaped(html)}</pre>`;
  }
}
