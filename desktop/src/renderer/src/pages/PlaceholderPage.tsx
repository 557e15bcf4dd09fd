import { EmptyState, Paper } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import { PageHeader } from '../components/PageHeader.tsx';

export const COMING_SOON_TEXT = 'Questa sezione sarà disponibile a breve.';

/** A section whose screens are not built yet: its title and a clear notice, never a blank page. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Paper withBorder radius="md" p="xl">
        <EmptyState
          variant="light"
          icon={<IconHourglassHigh size={28} aria-hidden />}
          title="In arrivo"
          description={COMING_SOON_TEXT}
        />
      </Paper>
    </>
  );
}
