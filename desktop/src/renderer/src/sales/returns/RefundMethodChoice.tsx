import { Badge, Group, Paper, Radio, Stack, Text } from '@mantine/core';
import { REFUND_METHODS, type RefundMethod, type RefundFigures } from '@banco/shared';
import { formatMoney } from '../../format/format.ts';
import { figuresText, methodBlockedReason } from './refund-figures.ts';

interface RefundMethodChoiceProps {
  methods: readonly RefundFigures[];
  value: RefundMethod | null;
  onChange(method: RefundMethod): void;
  error?: string | undefined;
}

const isRefundMethod = (value: string): value is RefundMethod => (REFUND_METHODS as readonly string[]).includes(value);

/** Step 3's refund methods (spec 2 §9) with the server's figures; the ones this return cannot use are disabled with the reason. */
export function RefundMethodChoice({ methods, value, onChange, error }: RefundMethodChoiceProps) {
  return (
    <Radio.Group
      label="Metodo di rimborso"
      value={value}
      onChange={(next) => {
        if (isRefundMethod(next)) onChange(next);
      }}
      error={error}
      withAsterisk
    >
      <Stack gap="xs" mt="xs">
        {methods.map((figures) => {
          const blocked = methodBlockedReason(figures);
          return (
            <Paper key={figures.method} withBorder radius="md" p="xs" data-testid={`refund-method-${figures.method}`} opacity={blocked === null ? 1 : 0.7}>
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
                <Radio
                  value={figures.method}
                  disabled={blocked !== null}
                  label={
                    <Group gap={6}>
                      <Text size="sm" fw={600}>
                        {figures.label}
                      </Text>
                      {figures.preferred ? (
                        <Badge size="xs" variant="light">
                          Consigliato
                        </Badge>
                      ) : null}
                    </Group>
                  }
                  description={blocked ?? figuresText(figures)}
                />
                <Text fw={700} size="sm" style={{ whiteSpace: 'nowrap' }} c={blocked === null ? undefined : 'dimmed'}>
                  {formatMoney(figures.final_amount)}
                </Text>
              </Group>
            </Paper>
          );
        })}
      </Stack>
    </Radio.Group>
  );
}
