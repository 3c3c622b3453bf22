import type { SelectOption } from '#ui/use-select';

/** The country KYC starts on: most Owo customers live in Nigeria. */
export const DEFAULT_COUNTRY = 'Nigeria';

/** Nigeria's 36 states and the Federal Capital Territory, as the State select offers them. */
export const NIGERIAN_STATES = [
  'Abia',
  'Adamawa',
  'Akwa Ibom',
  'Anambra',
  'Bauchi',
  'Bayelsa',
  'Benue',
  'Borno',
  'Cross River',
  'Delta',
  'Ebonyi',
  'Edo',
  'Ekiti',
  'Enugu',
  'Federal Capital Territory (Abuja)',
  'Gombe',
  'Imo',
  'Jigawa',
  'Kaduna',
  'Kano',
  'Katsina',
  'Kebbi',
  'Kogi',
  'Kwara',
  'Lagos',
  'Nasarawa',
  'Niger',
  'Ogun',
  'Ondo',
  'Osun',
  'Oyo',
  'Plateau',
  'Rivers',
  'Sokoto',
  'Taraba',
  'Yobe',
  'Zamfara',
] as const;

export const nigerianStateOptions: SelectOption[] = NIGERIAN_STATES.map((name) => ({
  value: name,
  label: name,
}));
