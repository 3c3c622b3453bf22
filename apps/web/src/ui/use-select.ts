import { type KeyboardEvent, useMemo, useState } from 'react';

export type SelectOption = { value: string; label: string };

type UseSelectArgs = {
  options: SelectOption[];
  selected: string[];
  isMulti: boolean;
  onToggle: (value: string) => void;
};

export function filterOptions(options: SelectOption[], query: string): SelectOption[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return options;
  return options.filter((option) => option.label.toLowerCase().includes(needle));
}

/** Open state, search text and keyboard movement of the searchable select. */
export function useSelect({ options, selected, isMulti, onToggle }: UseSelectArgs) {
  const [isOpen, setIsOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  const visible = useMemo(() => filterOptions(options, query), [options, query]);

  const open = () => {
    setIsOpen(true);
    const current = visible.findIndex((option) => selected.includes(option.value));
    setActiveIndex(Math.max(current, 0));
  };
  const close = () => {
    setIsOpen(false);
    setQuery('');
  };
  const choose = (option: SelectOption | undefined) => {
    if (!option) return;
    onToggle(option.value);
    if (isMulti) setQuery('');
    else close();
  };
  const search = (text: string) => {
    setQuery(text);
    setIsOpen(true);
    setActiveIndex(0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = visible.length - 1;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!isOpen) open();
      else setActiveIndex((index) => Math.min(index + 1, last));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActiveIndex((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter' && isOpen) {
      event.preventDefault();
      choose(visible[activeIndex]);
    } else if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      close();
    }
  };

  return { isOpen, query, activeIndex, visible, open, close, choose, search, setActiveIndex, onKeyDown };
}
