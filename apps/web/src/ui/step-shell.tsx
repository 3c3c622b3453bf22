import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useFocusOnMount } from '#lib/use-focus-on-mount';
import { BackButton } from './back-button';
import { FlowLayout } from './flow-layout';

type StepShellProps = {
  title: string;
  intro?: ReactNode;
  /** Go back one step inside the flow; returns false when the flow's first step should leave it. */
  onBackStep: () => boolean;
  /** Leave straight for the dashboard rather than the previous page (e.g. from a result screen). */
  leaveToDashboard?: boolean;
  children: ReactNode;
};

/**
 * Every step of a money flow (sends, bills): the logo to /dashboard, Go back one step or out of the flow
 * (to the previous page, or the dashboard when the flow was opened directly), and the step's heading,
 * focused on arrival for screen readers.
 */
export function StepShell({ title, intro, onBackStep, leaveToDashboard, children }: StepShellProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const goBack = () => {
    if (onBackStep()) return;
    if (leaveToDashboard || location.key === 'default') navigate('/dashboard');
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
