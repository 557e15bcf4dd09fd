import { Badge, Button, Group, Loader, Modal, Radio, ScrollArea, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBuilding, IconStarFilled } from '@tabler/icons-react';
import { useState } from 'react';
import type { AvailableCompany } from '@banco/shared';
import { mayLeaveUnsaved } from '../components/unsaved-forms.ts';

interface CompanyDialogProps {
  opened: boolean;
  onClose(): void;
  companies: readonly AvailableCompany[];
  loading: boolean;
  /** Resolves after the switch; rejects on failure (the dialog stays open). */
  onSwitch(companyId: number): Promise<void>;
}

/** Spec 1 §2 Company selection dialog. */
export function CompanyDialog({ opened, onClose, companies, loading, onSwitch }: CompanyDialogProps) {
  const [selected, setSelected] = useState<string | null>(null);
  const [switching, setSwitching] = useState(false);

  const selectedIsCurrent = companies.some((company) => String(company.id) === selected && company.is_current === 1);

  const close = () => {
    setSelected(null);
    onClose();
  };

  const confirm = async () => {
    if (selected === null || !mayLeaveUnsaved()) return;
    setSwitching(true);
    try {
      await onSwitch(Number(selected));
    } finally {
      setSwitching(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      centered
      size="lg"
      title={
        <Stack gap={2}>
          <Text fw={700} size="lg">
            Seleziona Azienda
          </Text>
          <Text size="sm" c="dimmed">
            Scegli l&apos;azienda su cui operare
          </Text>
        </Stack>
      }
    >
      {loading ? (
        <Group justify="center" gap="sm" py="xl" role="status">
          <Loader size="sm" />
          <Text c="dimmed">Caricamento aziende...</Text>
        </Group>
      ) : companies.length === 0 ? (
        <Stack align="center" gap={6} py="xl" ta="center">
          <ThemeIcon size={48} radius="xl" variant="light" color="gray">
            <IconBuilding size={26} aria-hidden />
          </ThemeIcon>
          <Text fw={600}>Nessuna azienda disponibile</Text>
          <Text size="sm" c="dimmed">
            Non hai accesso a nessuna azienda per questa operazione.
          </Text>
        </Stack>
      ) : (
        <ScrollArea.Autosize mah={380} type="auto">
          <Radio.Group value={selected} onChange={setSelected} aria-label="Aziende disponibili">
            <Stack gap="xs">
              {companies.map((company) => (
                <CompanyOption key={company.id} company={company} />
              ))}
            </Stack>
          </Radio.Group>
        </ScrollArea.Autosize>
      )}

      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={close} disabled={switching}>
          Annulla
        </Button>
        <Button onClick={() => void confirm()} disabled={selected === null || selectedIsCurrent || switching} loading={switching}>
          Cambia Azienda
        </Button>
      </Group>
    </Modal>
  );
}

function CompanyOption({ company }: { company: AvailableCompany }) {
  const primary = company.assignment_type === 'primary';
  const current = company.is_current === 1;
  return (
    <Radio.Card value={String(company.id)} p="md" radius="md">
      <Group wrap="nowrap" gap="md">
        <Radio.Indicator />
        <Stack gap={2} style={{ flex: 1 }}>
          <Group gap={6}>
            {primary ? <IconStarFilled size={15} color="var(--mantine-color-yellow-6)" aria-hidden /> : null}
            <Text fw={600}>{company.name}</Text>
          </Group>
          {current ? (
            <Text size="xs" c="green.8" fw={500}>
              Attualmente attiva
            </Text>
          ) : null}
        </Stack>
        <Badge variant="light" color={primary ? 'banco' : 'gray'}>
          {primary ? 'Principale' : 'Assegnata'}
        </Badge>
      </Group>
    </Radio.Card>
  );
}
