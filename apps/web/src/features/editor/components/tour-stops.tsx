import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { i18n } from '@lingui/core';
import { ActionIcon, Badge, Group, Text } from '@mantine/core';
import { IconGripVertical, IconX } from '@tabler/icons-react';
import { tourStops } from '../model/tour';

type Props = {
  viewpointIds: readonly number[];
  nameOf: (viewpointId: number) => string;
  /** The stop the preview is at while this tour plays; null otherwise. */
  playingStop: number | null;
  readOnly: boolean;
  onReorder: (viewpointIds: number[]) => void;
  onRemove: (index: number) => void;
};

/**
 * A tour's stops in their order. Drag a stop by its handle to move it, with the pointer or
 * with the keyboard (space, arrows, space), and each move is read out by its stop's name.
 */
export function TourStops({ viewpointIds, nameOf, playingStop, readOnly, onReorder, onRemove }: Props) {
  const stops = tourStops(viewpointIds);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const positionOf = (key: unknown) => stops.findIndex((stop) => stop.key === key);
  const label = (key: unknown) => {
    const index = positionOf(key);
    const stop = stops[index];
    return stop
      ? i18n._('planner.tourStops.stopLabel', { position: index + 1, name: nameOf(stop.viewpointId) })
      : i18n._('planner.tourStops.theStop');
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => i18n._('planner.tourStops.pickedUp', { stop: label(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? i18n._('planner.tourStops.isOver', { stop: label(active.id), position: positionOf(over.id) + 1 })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? i18n._('planner.tourStops.wasPut', { stop: label(active.id), position: positionOf(over.id) + 1 })
        : undefined,
    onDragCancel: ({ active }) => i18n._('planner.tourStops.cancelled', { stop: label(active.id) }),
  };

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = positionOf(active.id);
    const to = positionOf(over.id);
    if (from < 0 || to < 0) return;
    onReorder(arrayMove([...viewpointIds], from, to));
  }

  if (stops.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {i18n._('planner.tourStops.noStopsYetAdd')}
      </Text>
    );
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: i18n._('planner.tourStops.instructions') },
      }}
    >
      <SortableContext items={stops.map((stop) => stop.key)} strategy={verticalListSortingStrategy}>
        <ol
          aria-label={i18n._('planner.tourStops.stops')}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {stops.map((stop, index) => (
            <Stop
              key={stop.key}
              id={stop.key}
              position={index + 1}
              name={nameOf(stop.viewpointId)}
              playing={playingStop === index}
              readOnly={readOnly}
              onRemove={() => onRemove(index)}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function Stop(props: {
  id: string;
  position: number;
  name: string;
  playing: boolean;
  readOnly: boolean;
  onRemove: () => void;
}) {
  const { id, position, name, playing, readOnly, onRemove } = props;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, disabled: readOnly });
  return (
    <Group
      component="li"
      ref={setNodeRef}
      gap={4}
      wrap="nowrap"
      py={2}
      aria-current={playing ? 'step' : undefined}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
        background: isDragging ? 'var(--mantine-color-body)' : undefined,
        boxShadow: isDragging ? 'var(--mantine-shadow-sm)' : undefined,
        borderRadius: 4,
      }}
    >
      {readOnly ? null : (
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray"
          style={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
          aria-label={i18n._('planner.tourStops.reorderStop', { position, name })}
        >
          <IconGripVertical size={16} />
        </ActionIcon>
      )}
      <Text size="sm" style={{ flex: 1, minWidth: 0 }} truncate fw={playing ? 600 : undefined}>
        {position}. {name}
      </Text>
      {playing ? (
        <Badge size="sm" variant="light">
          {i18n._('planner.tourStops.playing')}
        </Badge>
      ) : null}
      {readOnly ? null : (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={i18n._('planner.tourStops.removeStop', { position, name })}
          onClick={onRemove}
        >
          <IconX size={16} />
        </ActionIcon>
      )}
    </Group>
  );
}
