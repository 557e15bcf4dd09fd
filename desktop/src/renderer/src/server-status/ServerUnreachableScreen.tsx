import { useEffect, useState } from 'react';
import { Button, Center, Code, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPlugConnectedX, IconRefresh } from '@tabler/icons-react';
import { bridge, serverAddress } from '../bridge/index.ts';
import { SERVER_STATUS_TEXT } from './server-check.ts';

interface Where {
  address: string;
  /** The desktop app's config file, when it is what chose the server (not BANCO_API_URL). */
  configFile: string | null;
}

async function whereIsTheServer(): Promise<Where> {
  const address = await serverAddress(bridge, window.location.origin);
  const info = await bridge.getAppInfo().catch(() => null);
  return { address, configFile: info !== null && !info.apiUrlFromEnv ? info.configFile : null };
}

/** 'Server non raggiungibile': the address tried, why, where it is set, and 'Riprova'. */
export function ServerUnreachableScreen({ reason, onRetry }: { reason: string; onRetry: () => void }) {
  const [where, setWhere] = useState<Where | null>(null);
  useEffect(() => {
    let current = true;
    void whereIsTheServer().then((found) => {
      if (current) setWhere(found);
    });
    return () => {
      current = false;
    };
  }, []);

  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="sm" p="xl" maw={520} role="alert">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={56} radius="xl" color="orange" variant="light">
            <IconPlugConnectedX size={30} aria-hidden />
          </ThemeIcon>
          <Title order={1} size="h2">
            {SERVER_STATUS_TEXT.title}
          </Title>
          {where !== null && <Text>{SERVER_STATUS_TEXT.address(where.address)}</Text>}
          <Text c="dimmed">{reason}</Text>
          {where?.configFile != null && (
            <Stack gap={4} w="100%">
              <Text size="sm" c="dimmed">
                {SERVER_STATUS_TEXT.configFile}
              </Text>
              <Code block>{where.configFile}</Code>
            </Stack>
          )}
          <Button leftSection={<IconRefresh size={18} aria-hidden />} onClick={onRetry}>
            {SERVER_STATUS_TEXT.retry}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
