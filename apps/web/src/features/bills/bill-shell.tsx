import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useFocusOnMount } from '#lib/use-focus-on-mount';
import { BackButton } from '#ui/back-button';
import { FlowLayout } from '#ui/flow-layout';
import { type BillDispatch, type BillState, backStepOf } from './bill-draft';

type BillShellProps = {
  state: BillState;
  dispatch: BillDispatch;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
};

/** Every bills step: the logo to /dashboard, Go back one step (or out of the flow), and the heading. */
export function BillShell({ state, dispatch, title, intro, children }: BillShellProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const goBack = () => {
    if (backStepOf(state) !== 'exit') return dispatch({ type: 'back' });
    if (location.key === 'default' || state.step === 'result') navigate('/dashboard');
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
