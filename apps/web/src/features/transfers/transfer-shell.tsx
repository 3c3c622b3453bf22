import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useFocusOnMount } from '#lib/use-focus-on-mount';
import { BackButton } from '#ui/back-button';
import { FlowLayout } from '#ui/flow-layout';
import { useTransfer } from './draft/transfer-context';
import { backStep } from './draft/transfer-reducer';

type TransferShellProps = { title: string; intro?: ReactNode; children: ReactNode };

/** Every send step: the logo to /dashboard, Go back by the spec's rules, and the step's heading. */
export function TransferShell({ title, intro, children }: TransferShellProps) {
  const { state, actions } = useTransfer();
  const navigate = useNavigate();
  const location = useLocation();
  const heading = useFocusOnMount<HTMLHeadingElement>();

  const goBack = () => {
    if (backStep(state) !== 'exit') return actions.back();
    // The first step returns to the previous page; opened directly, there is none but the dashboard.
    if (location.key === 'default') navigate('/dashboard');
    else navigate(-1);
  };

  return (
    <FlowLayout logoTo="/dashboard">
      <BackButton onClick={goBack} />
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-ink">
        {title}
      </h1>
      {intro ? <div className="mt-1 text-muted">{intro}</div> : null}
      <div className="mt-5">{children}</div>
    </FlowLayout>
  );
}
