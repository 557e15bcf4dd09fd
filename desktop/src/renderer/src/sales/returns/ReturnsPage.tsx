import { Paper } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ReturnDetail, StoreSummary } from '@banco/shared';
import { CounterPageFrame } from '../CounterPageFrame.tsx';
import type { ReturnPhotoDraft } from './photo-capture.ts';
import { RETURNS_TEXT } from './return-texts.ts';
import { ReturnCompleted } from './ReturnCompleted.tsx';
import { ReturnWizard } from './ReturnWizard.tsx';

/** /sales/returns (issue 11): 'Gestione Resi e Cambi' on the counter's store, then 'Reso Completato!'. */
export function ReturnsPage() {
  return (
    <CounterPageFrame title={RETURNS_TEXT.title} description={RETURNS_TEXT.description} notAllowed={{ title: RETURNS_TEXT.notAllowedTitle, text: RETURNS_TEXT.notAllowed }}>
      {(store) => <Returns key={store.id} store={store} />}
    </CounterPageFrame>
  );
}

function Returns({ store }: { store: StoreSummary }) {
  const navigate = useNavigate();
  const [done, setDone] = useState<{ detail: ReturnDetail; photos: ReturnPhotoDraft[] } | null>(null);
  // a new round after 'Nuovo Reso': a fresh wizard (and return id)
  const [round, setRound] = useState(0);
  if (done !== null) {
    return (
      <Paper withBorder radius="md" p="lg">
        <ReturnCompleted
          detail={done.detail}
          photos={done.photos}
          onDashboard={() => void navigate('/sales')}
          onNew={() => {
            setDone(null);
            setRound((count) => count + 1);
          }}
        />
      </Paper>
    );
  }
  return <ReturnWizard key={round} store={store} onDone={(detail, photos) => setDone({ detail, photos })} onClose={() => void navigate('/sales')} />;
}
