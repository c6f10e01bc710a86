import type { SignOrientation } from './form-model';

function ratioOf(orientation: SignOrientation): number {
  const [width, height] = orientation.orientation.split(':').map(Number);
  return width && height ? width / height : Number.NaN;
}

/**
 * The orientation whose aspect is nearest a layer's (spec: a screen plays the document nearest
 * its layer's aspect), compared on a log scale so that 2:1 and 1:2 are as far from 1:1; the first
 * wins a tie. Undefined only for no orientations or a layer without a size.
 */
export function nearestOrientation(
  orientations: readonly SignOrientation[],
  aspect: { readonly width: number; readonly height: number },
): SignOrientation | undefined {
  if (!(aspect.width > 0 && aspect.height > 0)) return undefined;
  const wanted = Math.log(aspect.width / aspect.height);
  let best: SignOrientation | undefined;
  let bestDistance = Infinity;
  for (const orientation of orientations) {
    const distance = Math.abs(Math.log(ratioOf(orientation)) - wanted);
    if (distance < bestDistance) {
      best = orientation;
      bestDistance = distance;
    }
  }
  return best;
}
