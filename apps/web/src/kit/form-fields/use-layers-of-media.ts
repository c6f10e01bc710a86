import type { MetadataLayer, SignValue } from '@marquee/domain';
import { useEffect, useRef } from 'react';
import type { FormFieldLoaders } from './form-field-types';
import { useLoaded } from './use-loaded';
import { useTimedMessage } from './use-timed-message';

/**
 * Takes the layers of the parent's media whenever that media changes (001 §4), not for the
 * media the layers already belong to, so a saved sign's edited layers stay. None found is a
 * warning and a failure the generic error, each for 10 s (001 §8).
 */
export function useLayersOfMedia(
  mediaCode: string | null,
  layers: readonly MetadataLayer[],
  loaders: FormFieldLoaders,
  onChange: (value: SignValue) => void,
) {
  const heldCode = layers[0]?.mediaCode ?? null;
  const loaded = useLoaded(mediaCode !== heldCode ? mediaCode : null, loaders.loadMetadataLayers);
  const notice = useTimedMessage<'none' | 'failed'>();
  const applied = useRef<string | null>(null);
  const { show } = notice;
  useEffect(() => {
    if (mediaCode === null || applied.current === mediaCode) return;
    if (loaded.status === 'error') {
      applied.current = mediaCode;
      show('failed');
    }
    if (loaded.status !== 'success') return;
    applied.current = mediaCode;
    if (loaded.data.length === 0) show('none');
    onChange(loaded.data.map((layer) => ({ ...layer, mediaCode })));
  }, [loaded, mediaCode, show, onChange]);
  return { isLoading: loaded.status === 'pending', notice: notice.message };
}
