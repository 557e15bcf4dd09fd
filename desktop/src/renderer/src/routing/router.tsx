import { createBrowserRouter } from 'react-router-dom';
import { RouteErrorScreen } from '../components/RouteErrorScreen.tsx';
import { AppRoutes } from './AppRoutes.tsx';

/**
 * Browser history: the app is served at a root that answers index.html for every client route (the
 * cloud API in the browser, the app://banco/ protocol in the desktop window).
 */
export function createAppRouter() {
  return createBrowserRouter([{ path: '*', element: <AppRoutes />, errorElement: <RouteErrorScreen /> }]);
}
