import { createHash } from 'node:crypto';

/** Common Nigerian given names and surnames, for every sandbox rail that names a Nigerian. */
export const NIGERIAN = {
  first: [
    'Adaeze',
    'Babatunde',
    'Chiamaka',
    'Emeka',
    'Folake',
    'Ibrahim',
    'Ngozi',
    'Oluwaseun',
    'Tunde',
    'Zainab',
  ],
  last: ['Adeyemi', 'Balogun', 'Bello', 'Eze', 'Nwosu', 'Okafor', 'Okonkwo', 'Musa', 'Oyelaran', 'Usman'],
};
const GHANAIAN = {
  first: ['Abena', 'Akosua', 'Ama', 'Efua', 'Kofi', 'Kwabena', 'Kwame', 'Kwesi', 'Yaa', 'Yaw'],
  last: ['Addo', 'Asante', 'Boateng', 'Darko', 'Mensah', 'Ofori', 'Osei', 'Owusu', 'Quaye', 'Sarpong'],
};

/** A stable made-up full name for a sandbox identity: the same input always gives the same name. */
export function sandboxName(seed: string, people: 'nigerian' | 'ghanaian' = 'nigerian'): string {
  const names = people === 'nigerian' ? NIGERIAN : GHANAIAN;
  const h = createHash('sha256').update(seed).digest();
  return `${names.first[h[0]! % names.first.length]} ${names.last[h[1]! % names.last.length]}`;
}
