import { Image, Stack, Text } from '@mantine/core';

/**
 * The company's parts of a receipt (Personalizzazione): its logo, and its header or footer lines centred
 * on the roll. The same in Personalizzazione's preview and in a completed sale's receipt.
 */
export function ReceiptLogo({ src }: { src: string | null | undefined }) {
  return src ? <Image src={src} alt="" h={40} w="auto" fit="contain" mx="auto" /> : null;
}

export function ReceiptLines({ lines, testId }: { lines: readonly string[]; testId?: string }) {
  if (lines.length === 0) return null;
  return (
    <Stack gap={0} data-testid={testId}>
      {lines.map((line, index) => (
        <Text key={index} ff="monospace" fz="xs" ta="center">
          {line}
        </Text>
      ))}
    </Stack>
  );
}
