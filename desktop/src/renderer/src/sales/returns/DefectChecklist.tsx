import { Badge, Checkbox, Group, Stack, Text } from '@mantine/core';
import { checklistOf, impactText } from './defect-checklist.ts';
import { toggleDefect } from './return-form.ts';

interface DefectChecklistProps {
  category: string;
  /** The ticked checkpoints' ids. */
  defects: readonly string[];
  onChange(defects: string[]): void;
  /** Names the checklist after the product, for a screen reader moving between products. */
  productName: string;
}

/** A product's defect checklist (spec 2 §3.6): the category's groups and checkpoints, critical ones marked, each value impact. */
export function DefectChecklist({ category, defects, onChange, productName }: DefectChecklistProps) {
  return (
    <Stack gap={6} role="group" aria-label={`Difetti di ${productName}`}>
      {checklistOf(category).map((group) => (
        <Stack key={group.label} gap={4} role="group" aria-label={group.label}>
          <Text size="xs" fw={700} c="dimmed" tt="uppercase">
            {group.label}
          </Text>
          <Group gap="xs">
            {group.checkpoints.map((checkpoint) => (
              <Checkbox
                key={checkpoint.id}
                size="xs"
                checked={defects.includes(checkpoint.id)}
                onChange={(event) => onChange(toggleDefect(defects, checkpoint.id, event.currentTarget.checked))}
                aria-label={`${checkpoint.label}${checkpoint.critical ? ' (critico)' : ''}`}
                data-testid={`defect-${checkpoint.id}`}
                styles={{ body: { alignItems: 'center' } }}
                label={
                  <Group gap={4} wrap="nowrap">
                    <Text size="xs" style={{ whiteSpace: 'nowrap' }}>
                      {checkpoint.label}
                    </Text>
                    <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      {impactText(checkpoint.valueImpact)}
                    </Text>
                    {checkpoint.critical ? (
                      <Badge size="xs" color="red" variant="light" style={{ flexShrink: 0 }}>
                        Critico
                      </Badge>
                    ) : null}
                  </Group>
                }
              />
            ))}
          </Group>
        </Stack>
      ))}
    </Stack>
  );
}
