import { type ReactNode, useId } from 'react';

export type FieldTextProps = {
  label: string;
  /** A hint under the label. */
  subLabel?: ReactNode;
  /** A note under the control. */
  bottomLabel?: ReactNode;
  /** The red error line under the control. */
  error?: string;
};

export type FieldIds = { controlId: string; describedBy: string | undefined; errorId: string };

/** Ids that tie a control to its label, hints and error line. */
export function useFieldIds(
  id: string | undefined,
  parts: Pick<FieldTextProps, 'subLabel' | 'bottomLabel' | 'error'>,
): FieldIds {
  const generated = useId();
  const controlId = id ?? generated;
  const describedBy = [
    parts.subLabel ? `${controlId}-sub` : '',
    parts.bottomLabel ? `${controlId}-bottom` : '',
    parts.error ? `${controlId}-error` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return { controlId, describedBy: describedBy || undefined, errorId: `${controlId}-error` };
}

type FieldShellProps = FieldTextProps & { ids: FieldIds; children: ReactNode; labelAs?: 'label' | 'span' };

export function FieldShell({
  label,
  subLabel,
  bottomLabel,
  error,
  ids,
  children,
  labelAs = 'label',
}: FieldShellProps) {
  const Label = labelAs;
  return (
    <div className="flex flex-col gap-1">
      <Label
        id={`${ids.controlId}-label`}
        htmlFor={labelAs === 'label' ? ids.controlId : undefined}
        className="text-sm font-semibold text-ink"
      >
        {label}
      </Label>
      {subLabel ? (
        <p id={`${ids.controlId}-sub`} className="text-xs text-muted">
          {subLabel}
        </p>
      ) : null}
      {children}
      {bottomLabel ? (
        <p id={`${ids.controlId}-bottom`} className="text-xs text-muted">
          {bottomLabel}
        </p>
      ) : null}
      {error ? (
        <p id={ids.errorId} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export const controlClasses =
  'w-full min-h-12 rounded-lg border bg-white px-3 text-base text-ink placeholder:text-muted/80 ' +
  'focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30 disabled:bg-gray-100';

export function borderFor(error: string | undefined) {
  return error ? 'border-danger' : 'border-gray-300';
}
