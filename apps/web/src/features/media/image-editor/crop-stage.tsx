import { useElementSize } from '@mantine/hooks';
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './crop-stage.module.css';
import {
  fitScale,
  moveCrop,
  resizeCrop,
  rotatedSize,
  type CropHandle,
  type CropRect,
  type Rotation,
  type Size,
} from './image-editor-math';

interface CropStageProps {
  imageUrl: string;
  source: Size;
  rotation: Rotation;
  zoom: number;
  crop: CropRect;
  onCropChange: (crop: CropRect) => void;
}

const handles: CropHandle[] = ['nw', 'ne', 'sw', 'se'];

interface Drag {
  pointerX: number;
  pointerY: number;
  crop: CropRect;
  handle: CropHandle | null;
}

/**
 * The rotated image fitted to the stage and scaled by the zoom, with the crop drawn over it.
 * Dragging the crop moves it, dragging a corner resizes it; arrow keys move it too.
 */
export function CropStage({
  imageUrl,
  source,
  rotation,
  zoom,
  crop,
  onCropChange,
}: CropStageProps) {
  const { t } = useTranslation();
  const { ref, width, height } = useElementSize();
  const frame = rotatedSize(source, rotation);
  // The padding of the canvas keeps a margin around the frame.
  const scale = fitScale(frame, { width: width - 32, height: height - 32 }) * zoom;
  const drag = useRef<Drag | null>(null);

  // A press on a corner resizes from it; anywhere else on the crop moves it.
  const start = (event: PointerEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    const handle = (target.dataset.handle as CropHandle | undefined) ?? null;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointerX: event.clientX, pointerY: event.clientY, crop, handle };
  };
  const move = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current) return;
    const dx = (event.clientX - current.pointerX) / scale;
    const dy = (event.clientY - current.pointerY) / scale;
    onCropChange(
      current.handle
        ? resizeCrop(current.crop, current.handle, dx, dy, frame)
        : moveCrop(current.crop, dx, dy, frame),
    );
  };
  const stop = () => {
    drag.current = null;
  };
  const nudge = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? 10 : 1;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const delta = moves[event.key];
    if (!delta) return;
    event.preventDefault();
    onCropChange(moveCrop(crop, delta[0], delta[1], frame));
  };

  return (
    <div ref={ref} className={classes.viewport}>
      {width > 0 && (
        <div className={classes.canvas}>
          <div
            className={classes.frame}
            style={{ width: frame.width * scale, height: frame.height * scale }}
          >
            <img
              className={classes.image}
              src={imageUrl}
              alt=""
              draggable={false}
              style={{
                width: source.width * scale,
                height: source.height * scale,
                transform: `translate(-50%, -50%) rotate(${rotation}deg)`,
              }}
            />
            <div
              className={classes.crop}
              role="group"
              tabIndex={0}
              aria-label={t('media.editor.cropArea', { ...crop })}
              data-crop={`${crop.x},${crop.y},${crop.width},${crop.height}`}
              style={{
                left: crop.x * scale,
                top: crop.y * scale,
                width: crop.width * scale,
                height: crop.height * scale,
              }}
              onPointerDown={start}
              onPointerMove={move}
              onPointerUp={stop}
              onPointerCancel={stop}
              onKeyDown={nudge}
            >
              {handles.map((handle) => (
                <span key={handle} className={classes.handle} data-handle={handle} aria-hidden />
              ))}
            </div>
          </div>
        </div>
      )}
    </div>
  );
}
