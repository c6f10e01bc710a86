import type { HtmlTemplateDetail } from '@marquee/contracts';
import type { FormModel } from '@marquee/domain';

/** What the editor holds: a template as stored, or a new one's start. */
export interface TemplateDraft {
  templateCode: string | null;
  templateName: string;
  clientCode: string | null;
  isFallbackTemplate: boolean;
  html: string;
  formModel: FormModel;
  /** The stored version, whose files the saved ones are; null for a new template. */
  version: number | null;
  /** The stored version's file names. */
  assets: string[];
}

export const newTemplateDraft = (clientCode: string | null): TemplateDraft => ({
  templateCode: null,
  templateName: '',
  clientCode,
  isFallbackTemplate: false,
  html: '<h1>{{headline}}</h1>\n',
  formModel: {
    orientations: [
      { orientation_name: 'Landscape', orientation_pixels: '1920x1080', orientation: '16:9' },
    ],
    fields: [{ fieldName: 'headline', type: 'textarea', label: 'Headline', required: true }],
  },
  version: null,
  assets: [],
});

export const draftOf = (template: HtmlTemplateDetail): TemplateDraft => ({
  templateCode: template.templateCode,
  templateName: template.templateName,
  clientCode: template.clientCode,
  isFallbackTemplate: template.isFallbackTemplate,
  html: template.html,
  formModel: template.formModel,
  version: template.version,
  assets: template.assets.map((asset) => asset.fileName),
});
