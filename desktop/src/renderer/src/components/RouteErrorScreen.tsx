import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { ErrorScreen } from './ErrorScreen.tsx';

/** The router's errorElement: logs, then the general error screen. */
export function RouteErrorScreen() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Errore nella schermata', error);
  }, [error]);
  return <ErrorScreen />;
}
