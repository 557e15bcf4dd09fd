import { Badge, Button, Group, Paper, Text, Title, Tooltip } from '@mantine/core';
import { IconArrowBackUp, IconClockPlay, IconClockStop, IconShoppingCartPlus, type TablerIcon } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { SalesDashboard } from '@banco/shared';
import { DASHBOARD_TEXT, shiftBadgeText, shiftStartText } from './dashboard-texts.ts';

interface QuickActionProps {
  label: string;
  icon: TablerIcon;
  to: string;
  /** Why the action is not available now; null when it is. */
  unavailable: string | null;
  variant?: 'filled' | 'light' | 'default';
}

/**
 * A quick action: a link, or, when not available, a button that says why on hover and on keyboard
 * focus (it stays in the Tab order instead of silently disappearing from it).
 */
function QuickAction({ label, icon: Icon, to, unavailable, variant = 'default' }: QuickActionProps) {
  const icon = <Icon size={18} aria-hidden />;
  if (unavailable === null) {
    return (
      <Button component={Link} to={to} variant={variant} leftSection={icon}>
        {label}
      </Button>
    );
  }
  return (
    <Tooltip label={unavailable} events={{ hover: true, focus: true, touch: true }} withArrow>
      <Button variant={variant} leftSection={icon} data-disabled aria-disabled="true" aria-description={unavailable} onClick={(event) => event.preventDefault()}>
        {label}
      </Button>
    </Tooltip>
  );
}

/**
 * Spec 2 §2.10's quick actions and the active-shift badge. Selling and the shifts are for who may
 * sell (sales create); 'Apri Turno' waits while a shift is open, 'Chiudi Turno' needs one.
 */
export function QuickActions({ shift, canSell }: { shift: SalesDashboard['active_shift']; canSell: boolean }) {
  return (
    <Paper withBorder radius="md" p="md" mb="md" component="section" aria-labelledby="quick-actions-title">
      <Group justify="space-between" gap="sm" mb="sm">
        <Title order={2} size="h4" id="quick-actions-title">
          Azioni rapide
        </Title>
        {shift ? (
          <Badge size="lg" variant="light" color="green" radius="sm" tt="none" leftSection={<IconClockPlay size={14} aria-hidden />} data-testid="active-shift">
            {shiftBadgeText(shift)} · {shiftStartText(shift.opened_at)}
          </Badge>
        ) : (
          <Badge size="lg" variant="light" color="gray" radius="sm" tt="none" data-testid="active-shift">
            Nessun turno aperto
          </Badge>
        )}
      </Group>
      {canSell ? (
        <Group gap="sm" wrap="wrap">
          <QuickAction label="Nuova Vendita" icon={IconShoppingCartPlus} to="/sales/new" unavailable={null} variant="filled" />
          <QuickAction label="Reso/Cambio" icon={IconArrowBackUp} to="/sales/returns" unavailable={null} />
          <QuickAction label="Apri Turno" icon={IconClockPlay} to="/sales/shift/open" unavailable={shift ? DASHBOARD_TEXT.shiftAlreadyOpen : null} />
          <QuickAction label="Chiudi Turno" icon={IconClockStop} to="/sales/shift/close" unavailable={shift ? null : DASHBOARD_TEXT.noShiftOpen} />
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {DASHBOARD_TEXT.viewOnly}
        </Text>
      )}
    </Paper>
  );
}
