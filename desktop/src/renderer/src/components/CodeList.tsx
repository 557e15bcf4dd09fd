import { Fragment } from 'react';
import { Text, type MantineFontSize } from '@mantine/core';

/**
 * Codes of pieces (IMEIs, serials), each kept whole: an IMEI broken over two lines cannot be read back
 * to a customer or checked against the box. The line wraps at the separators only.
 */
export function CodeList({ codes, size, separator = ' · ', testId }: { codes: readonly string[]; size?: MantineFontSize; separator?: string; testId?: string }) {
  return (
    <Text size={size} ff="monospace" data-testid={testId}>
      {codes.map((code, index) => (
        <Fragment key={`${index}-${code}`}>
          {index > 0 ? separator : null}
          <span style={{ whiteSpace: 'nowrap' }}>{code}</span>
        </Fragment>
      ))}
    </Text>
  );
}
