import type { FormModel, SignLanguage, SignOrientation, SignValues } from '@marquee/domain';
import type { SignEngine } from '@/shared/signs/sign-engine';
import type { SignLookups } from './sign-references';
import type { SignTemplate } from './signs.api';

/** Everything one render of a sign reads besides its orientation. */
export interface SignRender extends SignLookups {
  template: SignTemplate;
  formModel: FormModel;
  values: SignValues;
  language: SignLanguage;
}

/**
 * One orientation of a sign as the server renders it: the values read as the server stores
 * them (defaults filled in, empty ones null) when they pass its check, as typed while they do not.
 */
export function renderOrientation(
  engine: SignEngine,
  render: SignRender,
  orientation: SignOrientation,
): string {
  const { template, formModel, values } = render;
  const checked = engine.checkSignValues(formModel, values);
  return engine.renderSign({
    template: { html: template.html, formModel, assetsBaseUrl: template.assetsBaseUrl },
    values: checked.ok ? checked.values : values,
    orientation,
    media: render.media,
    items: render.items,
    language: render.language,
  });
}

/** An orientation's size in pixels (`1920x1080`). */
export function pixelsOf(orientation: SignOrientation): { width: number; height: number } {
  const [width = 0, height = 0] = orientation.orientation_pixels.split('x').map(Number);
  return { width, height };
}
