import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { format, messages } from '@vizitas/shared';
import { moved } from '~/features/admin-catalogue/model/catalogue-format';
import { useAdminAccess } from '~/components/layout/admin-access';

const t = messages.adminCatalogue;

export interface SortableItem {
  id: string;
  name: string;
}

/**
 * A list reordered by dragging its handles, or with the keyboard (focus a handle, Space, arrow
 * keys, Space; Escape cancels) — dnd-kit, with its screen-reader instructions and announcements in
 * Lithuanian. `onMove` gets the items in their new order once one is dropped elsewhere.
 */
export function SortableList<T extends SortableItem>({
  items,
  label,
  disabled,
  onMove,
  children,
}: {
  items: readonly T[];
  /** The list's accessible name. */
  label: string;
  disabled?: boolean;
  onMove: (next: T[]) => void;
  children: (item: T, handle: ReactNode) => ReactNode;
}) {
  // A staff member reads the order; only the owner changes it.
  const { canManageSettings } = useAdminAccess();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: UniqueIdentifier) => items.find((item) => item.id === id)?.name ?? '';
  const positionOf = (id: UniqueIdentifier | undefined) => (id === undefined ? 0 : items.findIndex((item) => item.id === id) + 1);
  const announcements: Announcements = {
    onDragStart: ({ active }) => format(t.dragStart, { name: nameOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? format(t.dragOver, { name: nameOf(active.id), position: positionOf(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? format(t.dragEnd, { name: nameOf(active.id), position: positionOf(over.id) }) : undefined,
    onDragCancel: ({ active }) => format(t.dragCancel, { name: nameOf(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((item) => item.id === active.id);
    const to = items.findIndex((item) => item.id === over.id);
    if (from < 0 || to < 0) return;
    onMove(moved(items, from, to));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t.dragInstructions } }}
    >
      <SortableContext
        items={items.map((item) => item.id)}
        strategy={verticalListSortingStrategy}
        disabled={disabled || !canManageSettings}
      >
        <ul className="vz-cat-rows" aria-label={label}>
          {items.map((item) => (
            <SortableRow key={item.id} item={item}>
              {(handle) => children(item, handle)}
            </SortableRow>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({ item, children }: { item: SortableItem; children: (handle: ReactNode) => ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
  });
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      className="vz-cat-handle"
      {...attributes}
      {...listeners}
      aria-label={format(t.moveOf, { name: item.name })}
      data-testid="drag-handle"
    >
      <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
        <circle cx="7" cy="5" r="1.6" />
        <circle cx="13" cy="5" r="1.6" />
        <circle cx="7" cy="10" r="1.6" />
        <circle cx="13" cy="10" r="1.6" />
        <circle cx="7" cy="15" r="1.6" />
        <circle cx="13" cy="15" r="1.6" />
      </svg>
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      className={`vz-cat-row${isDragging ? ' is-dragging' : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-row-id={item.id}
    >
      {children(handle)}
    </li>
  );
}
