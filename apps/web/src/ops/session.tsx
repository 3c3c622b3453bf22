import type { ReplyData } from '@owo/contract/common';
import type { staffMeReply } from '@owo/contract/ops';
import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { FullScreenLoader } from '#ui/full-screen-loader';
import { LoadError } from '#ui/load-error';
import { opsCall, opsToken, SIGNED_OUT_EVENT } from './api';

/** The signed-in staff member, as the contract's staffMeReply states it. */
export type OpsMe = ReplyData<typeof staffMeReply>;

const OpsContext = createContext<OpsMe | null>(null);

/** The signed-in staff member (inside RequireStaff). */
export function useOps(): OpsMe & { can: (permission: string) => boolean } {
  const me = useContext(OpsContext);
  if (!me) throw new Error('useOps outside RequireStaff');
  return { ...me, can: (p) => me.permissions.includes(p) };
}

/** Renders its children for a signed-in staff member; anyone else goes to the sign-in page. */
export function RequireStaff({ children }: { children: ReactNode }) {
  const location = useLocation();
  const [token, setToken] = useState(opsToken);
  useEffect(() => {
    const out = () => setToken(null);
    window.addEventListener(SIGNED_OUT_EVENT, out);
    return () => window.removeEventListener(SIGNED_OUT_EVENT, out);
  }, []);
  const me = useQuery({
    queryKey: ['ops', 'me', token],
    queryFn: () => opsCall<OpsMe>('GET', '/ops/me'),
    enabled: token !== null,
    retry: false,
  });
  if (token === null) {
    return (
      <Navigate
        to="/ops/login"
        replace
        state={{ from: location.pathname, ended: opsToken() === null && location.pathname !== '/ops' }}
      />
    );
  }
  if (me.isPending) return <FullScreenLoader />;
  if (me.isError) return <LoadError what="your staff session" onRetry={() => me.refetch()} />;
  return <OpsContext.Provider value={me.data}>{children}</OpsContext.Provider>;
}
