import { type KeyboardEvent, useMemo, useState } from 'react';

/** An option; `keywords` are other names it answers to (a bank's "GTB" for Guaranty Trust Bank). */
export type SelectOption = { value: string; label: string; keywords?: readonly string[] };

type UseSelectArgs = {
  options: SelectOption[];
  selected: string[];
  isMulti: boolean;
  onToggle: (value: string) => void;
};

/** Lower case, letters and digits only: "GT Bank" and "gtbank" are the same search. */
const searchKey = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** How well an option answers a search: 0 a name said exactly, 1 a name that starts with it, 2 contains it. */
function rank(option: SelectOption, needle: string): number | null {
  const names = [option.label, ...(option.keywords ?? [])].map(searchKey);
  if (names.some((name) => name === needle)) return 0;
  if (names.some((name) => name.startsWith(needle))) return 1;
  if (names.some((name) => name.includes(needle))) return 2;
  return null;
}

/** The options a search finds, by name or keyword, the closest first (otherwise in their own order). */
export function filterOptions(options: SelectOption[], query: string): SelectOption[] {
  const needle = searchKey(query);
  if (!needle) return options;
  return options
    .map((option, index) => ({ option, index, rank: rank(option, needle) }))
    .filter((x): x is { option: SelectOption; index: number; rank: number } => x.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((x) => x.option);
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
