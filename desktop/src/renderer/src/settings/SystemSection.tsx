import { Alert, Badge, Code, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconSettingsOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { MSG } from '@banco/shared';
import { userMessage } from '../api/errors.ts';
import { settingsApi, settingsKeys } from './settings-api.ts';
import { EmptyNotice, SectionFrame, SectionLoader } from './SettingsParts.tsx';
import { LoadError } from '../components/Banners.tsx';
import { OutboxPanel } from '../mail/OutboxPanel.tsx';

/** Impostazioni → Sistema (spec 1 §2 System): read-only, superadmin only. */
export function SystemSection() {
  const query = useQuery({ queryKey: settingsKeys.system, queryFn: ({ signal }) => settingsApi.system(signal) });

  return (
    <SectionFrame
      title="Sistema"
      description="Le impostazioni globali della piattaforma, valide per tutte le aziende."
      badge={
        <Badge color="red" variant="light" tt="none">
          Solo SuperAdmin
        </Badge>
      }
    >
      <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} mb="lg" title="Area riservata">
        Questa sezione è riservata al Super Admin: le impostazioni di sistema valgono per tutte le aziende della piattaforma.
      </Alert>
      {query.isPending ? (
        <SectionLoader />
      ) : query.isError ? (
        <LoadError message={userMessage(query.error, MSG.settingsLoadFailed)} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyNotice
          icon={<IconSettingsOff size={26} aria-hidden />}
          title="Nessuna Impostazione Sistema"
          text="Non ci sono ancora impostazioni di sistema configurate."
        />
      ) : (
        <Stack gap="lg">
          {query.data.map((group) => (
            <Paper key={group.category} withBorder radius="md" p="md" component="section" aria-label={group.category}>
              <Title order={3} size="h5" mb="sm">
                {group.category}
              </Title>
              <Table verticalSpacing="xs" layout="fixed">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w="34%">Chiave</Table.Th>
                    <Table.Th>Descrizione</Table.Th>
                    <Table.Th w="20%">Valore</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {group.settings.map((setting) => (
                    <Table.Tr key={setting.id}>
                      <Table.Td>
                        <Code>
                          {/* a long key wraps after its underscores, never inside a word */}
                          {setting.key_name.split('_').map((part, index) => (
                            <Fragment key={index}>
                              {index > 0 ? <>_<wbr /></> : null}
                              {part}
                            </Fragment>
                          ))}
                        </Code>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{setting.description}</Text>
                      </Table.Td>
                      <Table.Td>
                        {/* a value without spaces ('Europe/Rome') breaks inside its column rather than run past the card */}
                        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                          {setting.value}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Paper>
          ))}
        </Stack>
      )}
      <OutboxPanel />
    </SectionFrame>
  );
}
