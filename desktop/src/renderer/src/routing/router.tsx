import { createBrowserRouter } from 'react-router-dom';
import { RouteErrorScreen } from '../components/RouteErrorScreen.tsx';
import { AppRoutes } from './AppRoutes.tsx';

/**
 * Browser history: the app is served over http(s) at the server root (cloud API in the browser,
 * the embedded server in the desktop window), which answers index.html for every client route.
 */
export function createAppRouter() {
  return createBrowserRouter([{ path: '*', element: <AppRoutes />, errorElement: <RouteErrorScreen /> }]);
}
