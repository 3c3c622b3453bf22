import type { ReactNode } from 'react';
import { StepShell } from '#ui/step-shell';
import { type BillDispatch, type BillState, backStepOf } from './bill-draft';

type BillShellProps = {
  state: BillState;
  dispatch: BillDispatch;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
};

/** Every bills step: Go back one step, or out of the flow (to the dashboard from the result). */
export function BillShell({ state, dispatch, title, intro, children }: BillShellProps) {
  const onBackStep = () => {
    if (backStepOf(state) === 'exit') return false;
    dispatch({ type: 'back' });
    return true;
  };
  return (
    <StepShell title={title} intro={intro} onBackStep={onBackStep} leaveToDashboard={state.step === 'result'}>
      {children}
    </StepShell>
  );
}
