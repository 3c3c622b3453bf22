import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';
import { createQueryClient } from '#lib/api/query-client';
import { FullScreenLoader } from '#ui/full-screen-loader';
import { AppToaster } from '#ui/toaster';
import '../styles.css';
import { OpsLayout } from './layout';
import { OPS_MENU } from './menu';
import { LoginPage } from './pages/login-page';
import { OPS_ROUTES } from './routes';
import { RequireStaff } from './session';

// The operations console's entry (ops.html, /ops): staff only, a bundle of its own that the customer app and
// the public site never load.
const queryClient = createQueryClient();

createRoot(document.getElementById('ops-root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppToaster />
        <Routes>
          <Route path="/ops/login" element={<LoginPage />} />
          <Route
            element={
              <RequireStaff>
                <OpsLayout />
              </RequireStaff>
            }
          >
            {OPS_MENU.map(({ path }) => {
              const Page = OPS_ROUTES[path];
              if (!Page) throw new Error(`ops: ${path} is in the menu but has no page in routes.tsx`);
              return (
                <Route
                  key={path}
                  path={path}
                  element={
                    <Suspense fallback={<FullScreenLoader />}>
                      <Page />
                    </Suspense>
                  }
                />
              );
            })}
            <Route
              path="/ops/*"
              element={<p className="p-6 text-gray-700">Nothing here. Pick a page from the menu.</p>}
            />
          </Route>
        </Routes>
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
