import type { SelectOption } from '#ui/use-select';

// The country list from the browser's own region names (CLDR), so no 250-entry table ships in the
// bundle. Two-letter codes that name groups or placeholders rather than territories are left out.
const NOT_TERRITORIES = new Set(['EU', 'EZ', 'QO', 'UN', 'XA', 'XB', 'ZZ']);
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

function regionNames(locale: string): Intl.DisplayNames {
  return new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
}

let cached: SelectOption[] | null = null;

/** Every territory as `{ value: English name, label: English name }`: the KYC payload sends the label. */
export function countryOptions(): SelectOption[] {
  if (cached) return cached;
  const names = regionNames('en');
  const options: SelectOption[] = [];
  for (const first of LETTERS) {
    for (const second of LETTERS) {
      const code = first + second;
      const name = NOT_TERRITORIES.has(code) ? undefined : names.of(code);
      if (name && name !== code) options.push({ value: name, label: name });
    }
  }
  cached = options.sort((a, b) => a.label.localeCompare(b.label));
  return cached;
}
