import { useElementSize } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { frameScale, previewBase, type PreviewRatio } from './preview-view';

/** A sign or web page drawn at the spec's base size (1920x1080 or 1080x1920), scaled to fit. */
export function PreviewFrame({ ratio, children }: { ratio: PreviewRatio; children: ReactNode }) {
  const { ref, width, height } = useElementSize();
  const base = previewBase(ratio);
  const scale = frameScale(ratio, { width, height });
  return (
    <div ref={ref} style={{ width: '100%', height: '100%', display: 'grid', placeItems: 'center' }}>
      <div
        data-ratio={ratio}
        style={{ width: base.width * scale, height: base.height * scale, overflow: 'hidden' }}
      >
        <div
          style={{
            width: base.width,
            height: base.height,
            transform: `scale(${scale})`,
            transformOrigin: 'top left',
            background: 'white',
          }}
        >
          {children}
        </div>
      </div>
    </div>
  );
}
