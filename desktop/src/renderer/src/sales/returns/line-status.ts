import { RETURN_LINE_STATUS_LABELS, type ReturnableLine } from '@banco/shared';
import { countOf } from '../../format/format.ts';

/** 'In scadenza (2 giorni)' for an expiring line; the status's label otherwise (spec 2 §4). */
export function lineStatusText(line: Pick<ReturnableLine, 'status' | 'days_left'>): string {
  const label = RETURN_LINE_STATUS_LABELS[line.status];
  if (line.status !== 'expiring' || line.days_left === null) return label;
  if (line.days_left === 0) return `${label} (ultimo giorno)`;
  return `${label} (${countOf(line.days_left, 'giorno', 'giorni')})`;
}

export const LINE_STATUS_COLOURS: Readonly<Record<ReturnableLine['status'], string>> = {
  valid: 'green',
  expiring: 'orange',
  expired: 'red',
  not_returnable: 'gray',
  returned: 'blue',
};
