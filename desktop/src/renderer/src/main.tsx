import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@fontsource-variable/inter/wght.css';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { installFocusRescue } from './app/focus-rescue.ts';
import { reloadOnStaleBuild } from './app/stale-build.ts';
import { sessionActions } from './app/services.ts';
import { registerNavigator } from './navigation/navigator.ts';
import { createAppRouter } from './routing/router.tsx';

// the keyboard's focus goes back where it was when a dialog or a working button drops it (app/focus-rescue.ts)
installFocusRescue();
// a section's code from before the server's last update: reload rather than 'Oops!' (app/stale-build.ts)
reloadOnStaleBuild(window);

const router = createAppRouter();
registerNavigator((path) => void router.navigate(path));

// Start-up session check (spec 1 §4): runs once, the screen shows a loader meanwhile.
void sessionActions.bootstrap();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root');
createRoot(container).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
