import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { parse } from 'csv-parse';
import { xmlBuilder } from '#lib/lazy-modules.ts';

// The list formats Owo loads (decision 024): the UN Security Council consolidated list (XML) and OpenSanctions'
// exports (targets.simple.csv, and FollowTheMoney JSON lines such as entities.ftm.json / targets.nested.json).

export interface ListEntry {
  externalId: string;
  schema: 'person' | 'entity';
  name: string;
  aliases: string[];
  birthDates: string[];
  countries: string[];
  programs: string | null;
}

export type ListFormat = 'un-xml' | 'opensanctions-csv' | 'opensanctions-json';

/** The format a file is in, from its name and first bytes. */
export function detectFormat(fileName: string, head: string): ListFormat {
  if (/^\s*(<\?xml|<CONSOLIDATED_LIST)/.test(head) || fileName.endsWith('.xml')) return 'un-xml';
  if (/^\s*\{/.test(head)) return 'opensanctions-json';
  return 'opensanctions-csv';
}

type XmlNode = Record<string, unknown> | string | undefined;
const many = (x: unknown): XmlNode[] => (x === undefined ? [] : Array.isArray(x) ? x : [x as XmlNode]);
const text = (x: unknown): string => (typeof x === 'string' ? x.trim() : '');
const field = (node: XmlNode, key: string): string =>
  typeof node === 'object' && node !== null ? text(node[key]) : '';

function unDates(node: XmlNode): string[] {
  return many(typeof node === 'object' ? node.INDIVIDUAL_DATE_OF_BIRTH : undefined)
    .map((d) => field(d, 'DATE') || field(d, 'YEAR'))
    .filter(Boolean);
}

function unCountries(node: XmlNode): string[] {
  if (typeof node !== 'object') return [];
  const nationality = many(node.NATIONALITY).flatMap((n) =>
    many(typeof n === 'object' ? n.VALUE : undefined).map(text),
  );
  const addresses = many(node.INDIVIDUAL_ADDRESS ?? node.ENTITY_ADDRESS).map((a) => field(a, 'COUNTRY'));
  return [...new Set([...nationality, ...addresses].filter(Boolean))];
}

function unEntry(node: XmlNode, schema: 'person' | 'entity'): ListEntry | null {
  if (typeof node !== 'object') return null;
  const name = ['FIRST_NAME', 'SECOND_NAME', 'THIRD_NAME', 'FOURTH_NAME']
    .map((k) => field(node, k))
    .filter(Boolean)
    .join(' ');
  const id = field(node, 'REFERENCE_NUMBER') || field(node, 'DATAID');
  if (!name || !id) return null;
  const aliases = many(schema === 'person' ? node.INDIVIDUAL_ALIAS : node.ENTITY_ALIAS)
    .map((a) => field(a, 'ALIAS_NAME'))
    .filter(Boolean);
  const original = field(node, 'NAME_ORIGINAL_SCRIPT');
  return {
    externalId: id,
    schema,
    name,
    aliases: original ? [...aliases, original] : aliases,
    birthDates: schema === 'person' ? unDates(node) : [],
    countries: unCountries(node),
    programs: [field(node, 'UN_LIST_TYPE'), id].filter(Boolean).join(' '),
  };
}

/** The UN consolidated list: every INDIVIDUAL and ENTITY, their aliases and original-script names. */
export async function parseUnXml(xml: string): Promise<ListEntry[]> {
  const { convert } = await xmlBuilder();
  const doc = convert(xml, { format: 'object' }) as { CONSOLIDATED_LIST?: Record<string, XmlNode> };
  const root = doc.CONSOLIDATED_LIST;
  if (!root || typeof root !== 'object') throw new Error('not a UN consolidated list (no CONSOLIDATED_LIST)');
  const people = many(typeof root.INDIVIDUALS === 'object' ? root.INDIVIDUALS.INDIVIDUAL : undefined);
  const entities = many(typeof root.ENTITIES === 'object' ? root.ENTITIES.ENTITY : undefined);
  return [...people.map((n) => unEntry(n, 'person')), ...entities.map((n) => unEntry(n, 'entity'))].filter(
    (e): e is ListEntry => e !== null,
  );
}

const split = (v: string | undefined) =>
  (v ?? '')
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean);

/** OpenSanctions targets.simple.csv, row by row (a full export does not fit in memory as one string). */
export async function* parseOpenSanctionsCsv(file: string): AsyncGenerator<ListEntry> {
  const rows = createReadStream(file).pipe(parse({ columns: true, relax_quotes: true, bom: true }));
  for await (const row of rows as AsyncIterable<Record<string, string>>) {
    if (!row.id || !row.name) continue;
    yield {
      externalId: row.id,
      schema: row.schema === 'Person' ? 'person' : 'entity',
      name: row.name,
      aliases: split(row.aliases),
      birthDates: split(row.birth_date),
      countries: split(row.countries),
      programs: row.sanctions ? row.sanctions.slice(0, 500) : (row.dataset ?? null),
    };
  }
}

interface FtmEntity {
  id?: string;
  schema?: string;
  target?: boolean;
  properties?: Record<string, unknown[]>;
}
const strings = (v: unknown[] | undefined) => (v ?? []).filter((x): x is string => typeof x === 'string');

/** OpenSanctions FollowTheMoney JSON lines: one entity per line; entities marked as no target are skipped. */
export async function* parseFtmJson(file: string): AsyncGenerator<ListEntry> {
  const lines = createInterface({ input: createReadStream(file), crlfDelay: Infinity });
  for await (const line of lines) {
    if (!line.trim()) continue;
    const e = JSON.parse(line) as FtmEntity;
    const p = e.properties ?? {};
    const names = strings(p.name);
    if (!e.id || names.length === 0 || e.target === false) continue;
    yield {
      externalId: e.id,
      schema: e.schema === 'Person' ? 'person' : 'entity',
      name: names[0]!,
      aliases: [...names.slice(1), ...strings(p.alias), ...strings(p.weakAlias)],
      birthDates: strings(p.birthDate),
      countries: [...new Set([...strings(p.country), ...strings(p.nationality)])],
      programs: strings(p.program).join('; ') || strings(p.topics).join('; ') || null,
    };
  }
}
