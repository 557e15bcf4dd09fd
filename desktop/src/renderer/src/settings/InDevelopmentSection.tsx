import { IconTools } from '@tabler/icons-react';
import { EmptyNotice, SectionFrame } from './SettingsParts.tsx';

/** A known section whose screen is not built yet (spec 1 §2). */
export function InDevelopmentSection({ title, description }: { title: string; description: string }) {
  return (
    <SectionFrame title={title} description={description}>
      <EmptyNotice
        icon={<IconTools size={26} aria-hidden />}
        title="Sezione in Sviluppo"
        text="Questa sezione sarà disponibile in una prossima versione di Banco."
      />
    </SectionFrame>
  );
}
