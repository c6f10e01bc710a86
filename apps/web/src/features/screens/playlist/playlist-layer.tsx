import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { Stack, Text } from '@mantine/core';
import type { MediaRow } from '@marquee/contracts';
import { useTranslation } from 'react-i18next';
import { PlaylistRow, type PlaylistRowAction } from './playlist-row';

interface PlaylistLayerProps {
  rows: MediaRow[];
  selected: ReadonlySet<string>;
  canEdit: boolean;
  onSelect: (code: string, isSelected: boolean) => void;
  onReorder: (codes: string[]) => void;
  onRowAction: (action: PlaylistRowAction, row: MediaRow) => void;
  onDuration: (row: MediaRow, seconds: number) => void;
}

/** The codes in their new order after a drop; null when the drop moved nothing. */
export function orderAfterDrop(codes: string[], activeId: string, overId: string | null) {
  if (!overId || activeId === overId) return null;
  const from = codes.indexOf(activeId);
  const to = codes.indexOf(overId);
  if (from < 0 || to < 0) return null;
  return arrayMove(codes, from, to);
}

/** One layer's rows in play order, reordered by dragging (or by keyboard: space, arrows, space). */
export function PlaylistLayer({ rows, canEdit, ...props }: PlaylistLayerProps) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const codes = rows.map((row) => row.broadcastMediaCode);
  const onDragEnd = (event: DragEndEvent) => {
    const next = orderAfterDrop(
      codes,
      String(event.active.id),
      event.over ? String(event.over.id) : null,
    );
    if (next) props.onReorder(next);
  };
  if (rows.length === 0) {
    return (
      <Text c="dimmed" size="sm" py="lg" ta="center">
        {t('playlist.emptyLayer')}
      </Text>
    );
  }
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={codes} strategy={verticalListSortingStrategy}>
        <Stack gap="xs">
          {rows.map((row) => (
            <PlaylistRow
              key={row.broadcastMediaCode}
              row={row}
              canEdit={canEdit}
              isSelected={props.selected.has(row.broadcastMediaCode)}
              onSelect={(isSelected) => props.onSelect(row.broadcastMediaCode, isSelected)}
              onAction={(action) => props.onRowAction(action, row)}
              onDuration={(seconds) => props.onDuration(row, seconds)}
            />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
