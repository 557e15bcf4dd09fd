import { AppShell } from '@mantine/core';
import { useDisclosure, useLocalStorage } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useCurrentUser } from '../session/use-session.ts';
import { Header } from './Header.tsx';
import { Sidebar } from './Sidebar.tsx';

/** The application shell (spec 1 §2) around every authenticated screen. */
export function AppLayout({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  const [menuOpened, { toggle, close }] = useDisclosure(false);
  // the narrow (icons only) sidebar leaves room to tables at 1024 px; remembered on this machine
  const [compact, setCompact] = useLocalStorage({ key: 'banco.sidebar.compact', defaultValue: false, getInitialValueInEffect: false });

  return (
    <AppShell
      layout="alt"
      header={{ height: 64 }}
      navbar={{ width: compact ? 76 : 256, breakpoint: 'sm', collapsed: { mobile: !menuOpened } }}
      padding="xl"
    >
      <Header user={user} menuOpened={menuOpened} onToggleMenu={toggle} />
      <Sidebar user={user} onNavigate={close} compact={compact} onToggleCompact={() => setCompact(!compact)} />
      <AppShell.Main>{children}</AppShell.Main>
    </AppShell>
  );
}
