import { Text } from '@mantine/core';

/**
 * A piece's codes ('IMEI 3569…', 'S/N ABC'), each kept whole: an IMEI broken over two lines cannot be
 * read back to a customer or checked against the box. The line wraps between codes only.
 */
export function InventoryCodes({ codes, size, testId }: { codes: readonly string[]; size: 'xs' | 'sm'; testId?: string }) {
  return (
    <Text size={size} ff="monospace" data-testid={testId}>
      {codes.map((code, index) => (
        <span key={code} style={{ whiteSpace: 'nowrap' }}>
          {index > 0 ? ' · ' : ''}
          {code}
        </span>
      ))}
    </Text>
  );
}
