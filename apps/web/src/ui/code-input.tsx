import { type ClipboardEvent, type KeyboardEvent, useId, useRef } from 'react';
import { cn } from '#lib/cn';

type CodeInputProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  length?: number;
  /** PINs show dots; verification codes show digits. */
  isMasked?: boolean;
  error?: string;
  autoFocus?: boolean;
  disabled?: boolean;
};

/**
 * A row of one-digit boxes (verification code, PIN). Typing moves to the next box, Backspace to the
 * previous one, and pasting a code fills every box (one character a box).
 */
export function CodeInput({
  label,
  value,
  onChange,
  length = 4,
  isMasked,
  error,
  autoFocus,
  disabled,
}: CodeInputProps) {
  const id = useId();
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const digits = Array.from({ length }, (_, i) => value[i] ?? '');
  const focusBox = (index: number) => boxes.current[Math.max(0, Math.min(length - 1, index))]?.focus();

  const setDigit = (index: number, digit: string) => {
    const next = [...digits];
    next[index] = digit;
    onChange(next.join('').slice(0, length));
  };
  const onInput = (index: number, raw: string) => {
    const typed = typedText(digits[index] ?? '', raw).replace(/\D/g, '');
    if (typed.length > 1) return fill(typed, index);
    setDigit(index, typed);
    if (typed) focusBox(index + 1);
  };
  const fill = (text: string, from = 0) => {
    const pasted = text.replace(/\D/g, '').slice(0, length - from);
    if (!pasted) return;
    onChange((digits.slice(0, from).join('') + pasted).slice(0, length));
    focusBox(from + pasted.length);
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>, index: number) => {
    event.preventDefault();
    fill(event.clipboardData.getData('text'), index);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, index: number) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      setDigit(index - 1, '');
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') focusBox(index - 1);
    else if (event.key === 'ArrowRight') focusBox(index + 1);
  };

  return (
    <div className="flex flex-col gap-2">
      <span id={`${id}-label`} className="text-sm font-semibold text-ink">
        {label}
      </span>
      <fieldset
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-error` : undefined}
        className="flex min-w-0 gap-2 sm:gap-3"
      >
        {digits.map((digit, index) => (
          <input
            // The boxes never reorder: the index is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed positions
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            type={isMasked ? 'password' : 'text'}
            inputMode="numeric"
            autoComplete={index === 0 && !isMasked ? 'one-time-code' : 'off'}
            // biome-ignore lint/a11y/noAutofocus: the code is the only thing to do on this step
            autoFocus={autoFocus && index === 0}
            disabled={disabled}
            aria-label={`${label}, digit ${index + 1} of ${length}`}
            aria-invalid={error ? true : undefined}
            value={digit}
            onChange={(event) => onInput(index, event.target.value)}
            onPaste={(event) => onPaste(event, index)}
            onKeyDown={(event) => onKeyDown(event, index)}
            onFocus={(event) => event.target.select()}
            className={cn(
              // Up to 56 px a box, narrower when six must fit a phone's width (a fieldset and an input keep their
              // content's width unless told otherwise).
              'h-14 w-0 min-w-0 max-w-14 flex-1 rounded-lg border bg-white text-center text-2xl font-bold text-ink',
              'focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30',
              error ? 'border-danger' : 'border-gray-300',
            )}
          />
        ))}
      </fieldset>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A box that held a digit now holds two characters: keep the one just typed, wherever the caret was. */
function typedText(previous: string, raw: string): string {
  if (!previous || raw.length !== 2) return raw;
  return raw[0] === previous ? raw.slice(1) : raw.slice(0, 1);
}
