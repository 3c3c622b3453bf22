import type { ReactNode } from 'react';
import { StepShell } from '#ui/step-shell';
import { useTransfer } from './draft/transfer-context';
import { backStep } from './draft/transfer-reducer';

type TransferShellProps = { title: string; intro?: ReactNode; children: ReactNode };

/** Every send step: Go back by the send flow's rules (one step, or out of the flow from its first step). */
export function TransferShell({ title, intro, children }: TransferShellProps) {
  const { state, actions } = useTransfer();
  const onBackStep = () => {
    if (backStep(state) === 'exit') return false;
    actions.back();
    return true;
  };
  return (
    <StepShell title={title} intro={intro} onBackStep={onBackStep}>
      {children}
    </StepShell>
  );
}
