import { Badge } from '@mantine/core';
import { statusColor, statusLabel } from './company-format.ts';

/** Trial, Attiva, Sospesa, Cessata; an unknown status shows as Attiva (spec 1 §4). */
export function CompanyStatusBadge({ status }: { status: string | null | undefined }) {
  return (
    // whole words, never 'A…': a narrow table gives the status its width first
    <Badge variant="light" color={statusColor(status)} data-testid="company-status" style={{ minWidth: 'max-content' }}>
      {statusLabel(status)}
    </Badge>
  );
}
