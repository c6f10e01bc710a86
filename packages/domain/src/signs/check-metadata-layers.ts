import { formModelLimits, type MetadataLayer } from './form-model';
import { hexColour } from './hex-colour';
import { rowCodePattern, signValueLimits as limits } from './sign-value-limits';

type Issue = { path: string; message: string };
type LayerCheck = { layers: MetadataLayer[] } | { issues: Issue[] };

const aligns = ['left', 'center', 'right'] as const;
/** Font names and styles go into CSS: letters, digits, spaces and hyphens only. */
const fontNamePattern = /^[A-Za-z0-9 -]{1,100}$/;
const fontStylePattern = /^[A-Za-z -]{0,40}$/;

function isFiniteIn(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;
}

/** One layer's problems by its key, or the layer as stored (colour in full lower-case form). */
function checkLayer(
  raw: Record<string, unknown>,
): { layer: MetadataLayer } | { problems: Issue[] } {
  const problems: Issue[] = [];
  const problem = (key: string, message: string) => problems.push({ path: key, message });
  const text = (key: string, max: number, pattern?: RegExp) => {
    const value = raw[key];
    if (typeof value !== 'string' || value.length > max || (pattern && !pattern.test(value))) {
      problem(key, `must be a text of at most ${max} characters`);
    }
  };
  const number = (key: string, min: number, max: number) => {
    if (!isFiniteIn(raw[key], min, max)) problem(key, `must be a number from ${min} to ${max}`);
  };
  text('id', 64);
  text('layerName', limits.maxLayerText);
  if (typeof raw.fontFamily !== 'string' || !fontNamePattern.test(raw.fontFamily)) {
    problem('fontFamily', 'must be a font name of letters, digits, spaces or hyphens');
  }
  if (typeof raw.fontStyle !== 'string' || !fontStylePattern.test(raw.fontStyle)) {
    problem('fontStyle', 'must be a style such as normal, bold or italic');
  }
  if (!aligns.includes(raw.align as never)) problem('align', 'must be left, center or right');
  text('currency', 8);
  const color = typeof raw.color === 'string' ? hexColour(raw.color) : null;
  if (!color) problem('color', 'must be a colour #rrggbb');
  number('x', 0, limits.maxLayerPosition);
  number('y', 0, limits.maxLayerPosition);
  number('fontSize', limits.minLayerFontSize, limits.maxLayerFontSize);
  number('inTime', 0, limits.maxLayerSeconds);
  number('outTime', 0, limits.maxLayerSeconds);
  if (
    isFiniteIn(raw.inTime, 0, limits.maxLayerSeconds) &&
    isFiniteIn(raw.outTime, 0, limits.maxLayerSeconds) &&
    raw.outTime < raw.inTime
  ) {
    problem('outTime', 'must not be before inTime');
  }
  if (!Number.isInteger(raw.rowNumber) || !isFiniteIn(raw.rowNumber, 0, limits.maxLayerRowNumber)) {
    problem('rowNumber', `must be a whole number from 0 to ${limits.maxLayerRowNumber}`);
  }
  if (typeof raw.mediaCode !== 'string' || !rowCodePattern.test(raw.mediaCode)) {
    problem('mediaCode', 'must be a media code');
  }
  const known = new Set([
    'id',
    'layerName',
    'x',
    'y',
    'fontFamily',
    'fontStyle',
    'align',
    'currency',
    'color',
    'fontSize',
    'inTime',
    'outTime',
    'rowNumber',
    'mediaCode',
  ]);
  for (const key of Object.keys(raw)) if (!known.has(key)) problem(key, 'is not a layer property');
  if (problems.length > 0) return { problems };
  return { layer: { ...(raw as unknown as MetadataLayer), color: color as string } };
}

/** A metadata layers value (spec 001 §3 "Metadata layer"): a bounded list of well-formed layers. */
export function checkMetadataLayers(value: unknown, path: string): LayerCheck {
  if (!Array.isArray(value)) return { issues: [{ path, message: 'must be a list of layers' }] };
  if (value.length > formModelLimits.maxLayers) {
    return { issues: [{ path, message: `must have at most ${formModelLimits.maxLayers} layers` }] };
  }
  const issues: Issue[] = [];
  const layers: MetadataLayer[] = [];
  for (const [index, raw] of value.entries()) {
    const at = `${path}[${index}]`;
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
      issues.push({ path: at, message: 'must be a layer' });
      continue;
    }
    const check = checkLayer(raw as Record<string, unknown>);
    if ('problems' in check) {
      issues.push(...check.problems.map((p) => ({ path: `${at}.${p.path}`, message: p.message })));
    } else layers.push(check.layer);
  }
  return issues.length > 0 ? { issues } : { layers };
}
