// The browser router. Its base is Vite's `base` (BASE_PATH at build time), the one global setting.
import { createBrowserRouter } from 'react-router-dom';
import { appRoutes } from './routes';

export function createAppRouter() {
  return createBrowserRouter(appRoutes, { basename: import.meta.env.BASE_URL });
}
