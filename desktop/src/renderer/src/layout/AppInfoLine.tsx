import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { bridge } from '../bridge/index.ts';

/** Version of the desktop app, or the browser notice that machine features live in the app. */
export function AppInfoLine() {
  const { data: info } = useQuery({
    queryKey: ['bridge', 'app-info'],
    queryFn: () => bridge.getAppInfo(),
    staleTime: Infinity,
  });
  const text =
    bridge.kind === 'web'
      ? "Versione web · Cassa e periferiche disponibili nell'app desktop"
      : info
        ? `Banco ${info.version} · ${info.mode === 'embedded' ? 'server locale' : 'server remoto'}`
        : 'Banco desktop';
  return (
    <Text size="xs" className="banco-sidebar-muted" mt="xs" px={4}>
      {text}
    </Text>
  );
}
