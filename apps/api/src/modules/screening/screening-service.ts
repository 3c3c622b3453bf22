import type { Queryable } from '#db/db.ts';
import { nameParts, nameScore, partKeys } from './names.ts';
import { activeLists, findCandidates } from './screening-repository.ts';

// Screening a name against the watch lists in force (decision 024): the lists' blocking keys pick the entries
// worth scoring, each is scored on its name and every alias, and those at or above the threshold are matches.

export interface ScreeningMatch {
  entry_id: string;
  list: string;
  external_id: string;
  name: string;
  matched_name: string;
  score: number;
  programs: string | null;
}

export interface ScreeningResult {
  threshold: number;
  hit: boolean;
  bestScore: number | null;
  matches: ScreeningMatch[];
}

const CANDIDATES = 200;
const MATCHES_KEPT = 10;

export async function screenName(q: Queryable, name: string, threshold: number): Promise<ScreeningResult> {
  const parts = nameParts(name);
  const keys: string[] = [];
  const partOf: number[] = [];
  parts.forEach((part, i) => {
    for (const key of partKeys(part)) {
      keys.push(key);
      partOf.push(i);
    }
  });
  if (keys.length === 0) return { threshold, hit: false, bestScore: null, matches: [] };
  const candidates = await findCandidates(q, keys, partOf, Math.min(2, parts.length), CANDIDATES);
  let bestScore: number | null = null;
  const matches: ScreeningMatch[] = [];
  for (const c of candidates) {
    let best = { score: 0, name: c.name };
    for (const n of [c.name, ...c.aliases]) {
      const score = nameScore(parts, nameParts(n));
      if (score > best.score) best = { score, name: n };
    }
    bestScore = Math.max(bestScore ?? 0, best.score);
    if (best.score >= threshold) {
      matches.push({
        entry_id: String(c.id),
        list: c.list,
        external_id: c.external_id,
        name: c.name,
        matched_name: best.name,
        score: Math.round(best.score * 1000) / 1000,
        programs: c.programs,
      });
    }
  }
  matches.sort((a, b) => b.score - a.score);
  return { threshold, hit: matches.length > 0, bestScore, matches: matches.slice(0, MATCHES_KEPT) };
}

/** The watch lists in force (loaded with npm run sanctions:load). */
export const listsInForce = (q: Queryable) => activeLists(q);
