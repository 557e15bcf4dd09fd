import { Badge, Loader, Table, Text } from '@mantine/core';
import { REFUND_METHOD_RULES, RETURN_TYPE_LABELS } from '@banco/shared';
import { userMessage } from '../../api/errors.ts';
import { formatDate, formatMoney } from '../../format/format.ts';
import { RETURNS_TEXT } from './return-texts.ts';
import { useCustomerReturns } from './use-returns.ts';

/** The customer detail's 'Resi' (issue 11): number, date, type, amount and method of each return, or 'Nessun reso'. */
export function CustomerReturns({ customerId }: { customerId: number }) {
  const query = useCustomerReturns(customerId);
  if (query.isLoading) return <Loader size="xs" aria-label="Caricamento resi" />;
  if (query.isError) {
    return (
      <Text size="sm" c="red" role="alert">
        {userMessage(query.error, RETURNS_TEXT.returnsFailed)}
      </Text>
    );
  }
  const returns = query.data?.returns ?? [];
  if (returns.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {RETURNS_TEXT.noReturns}
      </Text>
    );
  }
  return (
    <Table verticalSpacing={4} aria-label="Resi del cliente">
      <Table.Tbody>
        {returns.map((row) => (
          <Table.Tr key={row.id} data-testid="customer-return">
            <Table.Td ff="monospace">{row.return_number}</Table.Td>
            <Table.Td>{formatDate(row.created_at)}</Table.Td>
            <Table.Td>
              <Badge size="xs" variant="light" color={row.type === 'exchange' ? 'grape' : 'blue'}>
                {RETURN_TYPE_LABELS[row.type]}
              </Badge>
            </Table.Td>
            <Table.Td>{row.refund_method === null ? '—' : REFUND_METHOD_RULES[row.refund_method].label}</Table.Td>
            <Table.Td ta="right" fw={600}>
              {formatMoney(row.final_amount)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
