import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconBan, IconEdit, IconEye, IconRestore, IconTrash, type Icon } from '@tabler/icons-react';

interface RowActionsProps {
  /** What the row is, read after each action's name ('Modifica Mario Rossi') by a screen reader. */
  name: string;
  /** The view action's word: 'Visualizza' in the registries, 'Dettagli' in the inventory. */
  viewLabel?: string;
  /** An action is shown only when it has a handler (the server's permissions decide which). */
  onView?: (() => void) | undefined;
  onEdit?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
}

/** The view / edit / delete icons at the end of a list's row, pinned at its right edge. */
export function RowActions({ name, viewLabel = 'Visualizza', onView, onEdit, onDelete }: RowActionsProps) {
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {onView ? <RowAction label={viewLabel} name={name} icon={IconEye} onClick={onView} /> : null}
      {onEdit ? <RowAction label="Modifica" name={name} icon={IconEdit} onClick={onEdit} /> : null}
      {onDelete ? <RowAction label="Elimina" name={name} icon={IconTrash} onClick={onDelete} color="red" /> : null}
    </Group>
  );
}

interface RowActionProps {
  /** The action's word ('Modifica', 'Disattiva'): the tooltip, and with the row's name its accessible name. */
  label: string;
  name: string;
  icon: Icon;
  onClick(): void;
  color?: string;
  /** The action is running: a spinner, and no second click. */
  busy?: boolean;
}

/** One icon action of a row, read as '<label> <name>': RowActions' three, and any other beside them (Disattiva, Verifica). */
export function RowAction({ label, name, icon: ActionIconGlyph, onClick, color, busy = false }: RowActionProps) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color={color} aria-label={`${label} ${name}`} loading={busy} onClick={onClick}>
        <ActionIconGlyph size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

interface ToggleActiveActionProps {
  active: boolean;
  name: string;
  busy: boolean;
  onClick(): void;
}

/** Disattiva an active row, Riattiva a deactivated one (a product, a supplier). */
export function ToggleActiveAction({ active, name, busy, onClick }: ToggleActiveActionProps) {
  return (
    <RowAction
      label={active ? 'Disattiva' : 'Riattiva'}
      name={name}
      icon={active ? IconBan : IconRestore}
      color={active ? 'orange' : 'green'}
      busy={busy}
      onClick={onClick}
    />
  );
}
