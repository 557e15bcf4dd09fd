import { Alert, Badge, Paper, Table, Text, Title } from '@mantine/core';
import { IconMailCheck, IconMailOff, IconPaperclip } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { OUTBOX_STATUS_LABELS, type OutboxStatus } from '@banco/shared';
import { userMessage } from '../api/errors.ts';
import { LoadError } from '../components/Banners.tsx';
import { Pager } from '../components/Pager.tsx';
import { formatDateTime } from '../format/format.ts';
import { SectionLoader } from '../settings/SettingsParts.tsx';
import { outboxApi, outboxKeys } from './outbox-api.ts';

const STATUS_COLORS: Readonly<Record<OutboxStatus, string>> = { pending: 'orange', sent: 'green', failed: 'red' };

/**
 * Impostazioni → Sistema, 'Email in uscita': the mails Banco has not delivered yet — all of them
 * while no SMTP server is configured — and those that failed after every retry.
 */
export function OutboxPanel() {
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: outboxKeys.page(page),
    queryFn: ({ signal }) => outboxApi.list(page, signal),
    placeholderData: keepPreviousData,
  });

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Email in uscita" mt="lg">
      <Title order={3} size="h5" mb="sm">
        Email in uscita
      </Title>
      {query.isPending ? (
        <SectionLoader />
      ) : query.isError ? (
        <LoadError message={userMessage(query.error, 'Errore nel caricamento delle email in uscita')} onRetry={() => void query.refetch()} />
      ) : (
        <>
          {query.data.smtp_configured ? null : (
            <Alert color="orange" variant="light" icon={<IconMailOff size={18} aria-hidden />} mb="sm">
              Nessun server SMTP configurato (SMTP_URL): le email restano qui finché non viene configurato.
            </Alert>
          )}
          {query.data.mails.length === 0 ? (
            <Text size="sm" c="dimmed">
              <IconMailCheck size={16} aria-hidden style={{ verticalAlign: 'text-bottom' }} /> Nessuna email in attesa di invio.
            </Text>
          ) : (
            // three columns that wrap rather than a wide table scrolled inside a narrow card (at 1024×768 the
            // status and the attempts were out of sight, the badge cut to 'In…')
            <Table verticalSpacing="xs" aria-label="Email in uscita">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Email</Table.Th>
                  <Table.Th>Stato</Table.Th>
                  <Table.Th>Creata</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {query.data.mails.map((mail) => (
                  <Table.Tr key={mail.id}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {mail.subject}
                      </Text>
                      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        A: {mail.to}
                      </Text>
                      {mail.attachments.length > 0 ? (
                        <Text size="xs" c="dimmed">
                          <IconPaperclip size={12} aria-hidden style={{ verticalAlign: 'text-bottom' }} /> Allegati: {mail.attachments.join(', ')}
                        </Text>
                      ) : null}
                      {mail.last_error ? (
                        <Text size="xs" c="red" style={{ overflowWrap: 'anywhere' }}>
                          {mail.last_error}
                        </Text>
                      ) : null}
                    </Table.Td>
                    {/* as wide as its badge: the other columns wrap first */}
                    <Table.Td style={{ whiteSpace: 'nowrap', width: '1%' }}>
                      <Badge color={STATUS_COLORS[mail.status]} variant="light" tt="none" styles={{ root: { overflow: 'visible' }, label: { overflow: 'visible' } }}>
                        {OUTBOX_STATUS_LABELS[mail.status]}
                      </Badge>
                      <Text size="xs" c="dimmed" mt={4} style={{ whiteSpace: 'nowrap' }}>
                        Tentativi: {mail.attempts}
                      </Text>
                    </Table.Td>
                    <Table.Td>{formatDateTime(mail.created_at)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          {query.data.pagination.total_pages > 1 ? <Pager pagination={query.data.pagination} onPage={setPage} /> : null}
        </>
      )}
    </Paper>
  );
}
