import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, matchRoutes, Route, Routes } from 'react-router';
import { createQueryClient } from '#lib/api/query-client';
import { AppToaster } from '#ui/toaster';
import '../styles.css';
import { SIGNED_OUT_EVENT } from './api';
import { OpsLayout } from './layout';
import { OPS_MENU } from './menu';
import { EnrolPage } from './pages/enrol-page';
import { LoginPage } from './pages/login-page';
import { OPS_ROUTES } from './routes';
import { RequireStaff } from './session';

// The operations console's entry (ops.html, /ops): staff only, a bundle of its own that the customer app and
// the public site never load.
const queryClient = createQueryClient();
// A session the server ended (idle, disabled, signed out elsewhere) takes the cached answers with it, as the
// Sign out button does: the next staff member to sign in on this tab never sees the last one's customer pages.
window.addEventListener(SIGNED_OUT_EVENT, () => queryClient.clear());

// The page at the URL starts loading now, beside the staff session's check (RequireStaff), so that it renders at
// once when the check answers rather than behind a fallback, which React would keep for 300 ms (decision 038).
const [opened] =
  matchRoutes(
    Object.keys(OPS_ROUTES).map((path) => ({ path })),
    window.location.pathname,
  ) ?? [];
if (opened?.route.path) {
  OPS_ROUTES[opened.route.path]?.preload().catch(() => {
    // Not fetched: the route fetches it again when it renders.
  });
}

createRoot(document.getElementById('ops-root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppToaster />
        <Routes>
          <Route path="/ops/login" element={<LoginPage />} />
          <Route path="/ops/enrol/:code" element={<EnrolPage />} />
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
              return <Route key={path} path={path} element={<Page />} />;
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
