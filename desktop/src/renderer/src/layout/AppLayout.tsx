import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useCurrentUser } from '../session/use-session.ts';
import { Header } from './Header.tsx';
import { Sidebar } from './Sidebar.tsx';

/** The application shell (spec 1 §2) around every authenticated screen. */
export function AppLayout({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  const [menuOpened, { toggle, close }] = useDisclosure(false);

  return (
    <AppShell
      layout="alt"
      header={{ height: 64 }}
      navbar={{ width: 256, breakpoint: 'sm', collapsed: { mobile: !menuOpened } }}
      padding="xl"
    >
      <Header user={user} menuOpened={menuOpened} onToggleMenu={toggle} />
      <Sidebar user={user} onNavigate={close} />
      <AppShell.Main>{children}</AppShell.Main>
    </AppShell>
  );
}
