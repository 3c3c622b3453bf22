import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReconRail } from '@owo/contract/reconciliation';
import { parse } from 'csv-parse';
import { readCsvText } from '#lib/csv.ts';
import { AppError } from '#lib/errors.ts';
import { SETTLEMENT_FORMATS, type SettlementLine } from '#rails/settlement-formats.ts';

/** Lines written to the database per statement while a file is read (memory stays bounded by this). */
export const RECON_BATCH_LINES = 5_000;

const refuse = (message: string) => new AppError('invalid', message, { csv: message });

/**
 * Reads a partner's settlement file as it streams, `batchSize` lines at a time: the header must name the
 * rail's columns (any order), and a line that does not read stops the import with its line number.
 */
export async function* settlementBatches(
  source: Readable | AsyncIterable<Buffer | string>,
  rail: ReconRail,
  batchSize = RECON_BATCH_LINES,
): AsyncGenerator<SettlementLine[]> {
  const format = SETTLEMENT_FORMATS[rail];
  const parser = parse({ bom: true, skip_empty_lines: true, max_record_size: 8_192 });
  const input = source instanceof Readable ? source : Readable.from(source);
  const piping = pipeline(input, parser).catch(() => {
    // The parser is destroyed with the error and the loop below throws it.
  });
  let header: string[] | null = null;
  let batch: SettlementLine[] = [];
  let lineNo = 1;
  try {
    for await (const cells of parser as AsyncIterable<string[]>) {
      if (!header) {
        header = checkHeader(
          cells.map((c) => c.trim().toLowerCase()),
          format.columns,
        );
        continue;
      }
      lineNo++;
      const record = Object.fromEntries(header.map((name, i) => [name, readCsvText(cells[i] ?? '')]));
      const line = format.read(record);
      if (typeof line === 'string') throw refuse(`Line ${lineNo}: ${line}.`);
      batch.push(line);
      if (batch.length >= batchSize) {
        yield batch;
        batch = [];
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw refuse(`Line ${lineNo + 1}: the file is not valid CSV (${(err as Error).message}).`);
  }
  await piping;
  if (!header) throw refuse('The file is empty: a settlement file starts with its header line.');
  if (batch.length > 0) yield batch;
}

function checkHeader(header: string[], columns: readonly string[]): string[] {
  const missing = columns.filter((c) => !header.includes(c));
  if (missing.length > 0) {
    throw refuse(`The header must name the columns ${columns.join(', ')} (missing: ${missing.join(', ')}).`);
  }
  return header;
}
