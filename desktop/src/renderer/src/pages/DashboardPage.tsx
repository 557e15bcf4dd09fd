import { Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { roleLabel } from '@banco/shared';
import { PageHeader } from '../components/PageHeader.tsx';
import { formatLongDate } from '../format/format.ts';
import { SECTION_ICONS } from '../navigation/section-icons.tsx';
import { sidebarEntries } from '../navigation/sections.ts';
import { useCurrentUser } from '../session/use-session.ts';

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The welcome page; the role dashboards of spec 2 replace its body in a later issue. */
export function DashboardPage() {
  const user = useCurrentUser();
  const shortcuts = sidebarEntries(user.role).filter((entry) => entry.id !== 'dashboard');
  const context = [roleLabel(user.role), user.company_name].filter(Boolean).join(' · ');

  return (
    <>
      <PageHeader
        title={`Benvenuto, ${user.first_name}`}
        description={`${capitalize(formatLongDate(new Date()))}${context ? ` — ${context}` : ''}`}
      />
      <Text fw={600} mb="sm">
        Accesso rapido
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        {shortcuts.map((entry) => {
          const Icon = SECTION_ICONS[entry.id];
          return (
            <Card key={entry.id} withBorder radius="md" padding="md" component={Link} to={entry.path} className="banco-shortcut-card">
              <Group justify="space-between" wrap="nowrap">
                <Group gap="sm" wrap="nowrap">
                  <ThemeIcon variant="light" size={38} radius="md">
                    <Icon size={20} aria-hidden />
                  </ThemeIcon>
                  <Text fw={600}>{entry.label}</Text>
                </Group>
                <IconChevronRight size={18} color="var(--mantine-color-gray-5)" aria-hidden />
              </Group>
            </Card>
          );
        })}
      </SimpleGrid>
      <Text c="dimmed" size="sm" mt="xl">
        Indicatori di vendita, riparazioni e magazzino saranno disponibili a breve in questa pagina.
      </Text>
    </>
  );
}
