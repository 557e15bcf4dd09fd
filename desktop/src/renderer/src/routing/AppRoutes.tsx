import { Suspense } from 'react';
import { Center, Loader } from '@mantine/core';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { FullPageLoader } from '../components/FullPageLoader.tsx';
import { AppLayout } from '../layout/AppLayout.tsx';
import { sectionById, type SectionId } from '../navigation/sections.ts';
import { LoginPage } from '../pages/LoginPage.tsx';
import { useSession } from '../session/use-session.ts';
import { resolveRoute } from './resolve-route.ts';
import { SECTION_PAGES } from './section-pages.tsx';

function SectionRoutes({ id }: { id: SectionId }) {
  const { path } = sectionById(id);
  const Page = SECTION_PAGES[id];
  return (
    <Routes>
      <Route path={path === '/' ? '/' : `${path}/*`} element={<Page />} />
    </Routes>
  );
}

/** Every path goes through resolveRoute: the rules live there, this only renders its answer. */
export function AppRoutes() {
  const { pathname } = useLocation();
  const status = useSession((state) => state.status);
  const user = useSession((state) => (state.isAuthenticated ? state.user : null));

  if (status === 'checking') return <FullPageLoader />;

  const resolution = resolveRoute(pathname, user);
  switch (resolution.kind) {
    case 'redirect':
      return <Navigate to={resolution.to} replace />;
    case 'login':
      return <LoginPage />;
    case 'section':
      return (
        <AppLayout>
          <Suspense
            fallback={
              <Center py="xl" role="status" aria-label="Caricamento sezione">
                <Loader />
              </Center>
            }
          >
            <SectionRoutes id={resolution.section} />
          </Suspense>
        </AppLayout>
      );
  }
}
