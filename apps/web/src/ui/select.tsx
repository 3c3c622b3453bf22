import type { FocusEvent, Ref } from 'react';
import { cn } from '#lib/cn';
import { borderFor, controlClasses, FieldShell, type FieldTextProps, useFieldIds } from './field';
import { CheckIcon, ChevronDownIcon, CloseIcon } from './icons';
import { type SelectOption, useSelect } from './use-select';

type SelectBase = FieldTextProps & {
  options: SelectOption[];
  id?: string;
  name?: string;
  placeholder?: string;
  disabled?: boolean;
  /** While options load the placeholder reads `loading...`. */
  isLoading?: boolean;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
};
type SingleSelectProps = SelectBase & {
  multiple?: false;
  value: string | null | undefined;
  onChange: (value: string | null) => void;
};
type MultiSelectProps = SelectBase & {
  multiple: true;
  value: string[] | undefined;
  onChange: (value: string[]) => void;
};
export type SelectProps = SingleSelectProps | MultiSelectProps;

/**
 * A searchable dropdown, single or multi. Controlled (`value`/`onChange`), so with react-hook-form
 * it sits inside a `Controller`; `ref` reaches the search box so a failed submit can focus it.
 */
export function Select(props: SelectProps) {
  const { label, subLabel, bottomLabel, error, options, id, name, disabled, isLoading, ref } = props;
  const selected = props.multiple ? (props.value ?? []) : props.value ? [props.value] : [];
  const onToggle = (value: string) => {
    if (props.multiple) {
      const current = props.value ?? [];
      props.onChange(current.includes(value) ? current.filter((v) => v !== value) : [...current, value]);
    } else props.onChange(value);
  };
  const select = useSelect({ options, selected, isMulti: Boolean(props.multiple), onToggle });
  const ids = useFieldIds(id, { subLabel, bottomLabel, error });
  const listId = `${ids.controlId}-list`;
  const labelOf = (value: string) => options.find((o) => o.value === value)?.label ?? value;
  const singleLabel = !props.multiple && selected[0] ? labelOf(selected[0]) : '';
  const placeholder = isLoading ? 'loading...' : (props.placeholder ?? 'Select One');
  const onBlur = (event: FocusEvent<HTMLInputElement>) => {
    if (event.relatedTarget && event.currentTarget.parentElement?.contains(event.relatedTarget)) return;
    select.close();
    props.onBlur?.();
  };

  return (
    <FieldShell label={label} subLabel={subLabel} bottomLabel={bottomLabel} error={error} ids={ids}>
      {props.multiple && selected.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={`${label}: chosen`}>
          {selected.map((value) => (
            <li
              key={value}
              className="flex items-center gap-1 rounded-full bg-brand-light py-1 pr-1 pl-3 text-sm"
            >
              {labelOf(value)}
              <button
                type="button"
                aria-label={`Remove ${labelOf(value)}`}
                onClick={() => onToggle(value)}
                className="rounded-full p-1 hover:bg-brand/10"
              >
                <CloseIcon width={14} height={14} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="relative">
        <input
          ref={ref}
          id={ids.controlId}
          name={name}
          type="text"
          role="combobox"
          autoComplete="off"
          disabled={disabled}
          aria-expanded={select.isOpen}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={
            select.isOpen && select.visible.length ? `${listId}-${select.activeIndex}` : undefined
          }
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          placeholder={singleLabel || placeholder}
          value={select.isOpen ? select.query : singleLabel}
          onChange={(event) => select.search(event.target.value)}
          onClick={select.open}
          onFocus={select.open}
          onBlur={onBlur}
          onKeyDown={select.onKeyDown}
          className={cn(controlClasses, 'pr-10', borderFor(error))}
        />
        <ChevronDownIcon className="pointer-events-none absolute top-3 right-3 text-muted" />
        <div
          id={listId}
          role="listbox"
          aria-label={label}
          aria-multiselectable={props.multiple || undefined}
          hidden={!select.isOpen}
          className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-lg border border-gray-200 bg-white py-1 shadow-lg"
        >
          {select.visible.length === 0 ? <p className="px-3 py-2 text-sm text-muted">No match</p> : null}
          {select.visible.map((option, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled by the combobox (aria-activedescendant).
            <div
              key={option.value}
              tabIndex={-1}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={selected.includes(option.value)}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => select.choose(option)}
              onMouseEnter={() => select.setActiveIndex(index)}
              className={cn(
                'flex cursor-pointer items-center justify-between px-3 py-2 text-sm',
                index === select.activeIndex && 'bg-brand-light',
              )}
            >
              {option.label}
              {selected.includes(option.value) ? (
                <CheckIcon width={16} height={16} className="text-brand" />
              ) : null}
            </div>
          ))}
        </div>
      </div>
    </FieldShell>
  );
}
