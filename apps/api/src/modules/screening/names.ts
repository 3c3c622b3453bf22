import jaroWinkler from 'talisman/metrics/jaro-winkler.js';
import doubleMetaphone from 'talisman/phonetics/double-metaphone.js';

// Fuzzy name matching for watch-list screening (decision 024): names are compared part by part, in any order,
// each pair of parts by Jaro-Winkler or, where the spelling differs but the sound does not (Muhammad, Mohammed,
// Mohamed; Yusuf, Youssef; Qaddafi, Gaddafi), by their Double Metaphone codes (talisman).

// Honorifics and articles that say nothing about who a person is.
const NOISE = new Set([
  'mr',
  'mrs',
  'ms',
  'miss',
  'dr',
  'prof',
  'chief',
  'alhaji',
  'alhaja',
  'sir',
  'engr',
  'al',
  'el',
  'ul',
]);
/** A part that sounds the same as another counts this much (a spelling variant, not the same spelling). */
const SAME_SOUND = 0.92;
/**
 * A part that is only the start of a much longer one (Musa, Mustapha) is a weaker match than its Jaro-Winkler
 * says: spelling variants of one name have lengths within this ratio of each other.
 */
const LENGTH_RATIO = 0.6;
const SHORT_PREFIX_FACTOR = 0.9;
/** Each name part left without a partner (a middle name one side does not give) costs this much. */
const UNPAIRED_COST = 0.04;

/** Lower case, accents off, punctuation to spaces, honorifics and articles dropped. */
export function nameParts(name: string): string[] {
  return (
    name
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      // Apostrophes and dots join what they sit in (O'Brien, F.Z.E.).
      .replace(/['’`.]/g, '')
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .split(' ')
      .filter((p) => p.length > 0 && !NOISE.has(p))
  );
}

/** The blocking keys of a name part: its sounds and its first four letters. */
export function partKeys(part: string): string[] {
  const keys = new Set<string>([`p:${part.slice(0, 4)}`]);
  if (/^\p{Script=Latin}+$/u.test(part)) {
    for (const code of doubleMetaphone(part)) if (code) keys.add(`m:${code}`);
  }
  return [...keys];
}

function partSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  const jw = jaroWinkler(a, b);
  if (a.length < 3 || b.length < 3) return jw;
  const [a1, a2] = doubleMetaphone(a);
  const [b1, b2] = doubleMetaphone(b);
  const sounds = a1 !== '' && (a1 === b1 || a1 === b2 || (a2 !== '' && (a2 === b1 || a2 === b2)));
  if (sounds) return Math.max(jw, SAME_SOUND);
  const ratio = Math.min(a.length, b.length) / Math.max(a.length, b.length);
  return ratio < LENGTH_RATIO ? jw * SHORT_PREFIX_FACTOR : jw;
}

/**
 * How alike two names are, 0 to 1, whatever the order of their parts: the best pairing of parts (greedy, by
 * similarity), their mean similarity, less a little for each part only one name has. A one-part name is
 * compared only with a one-part name.
 */
export function nameScore(a: string[], b: string[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  if ((a.length === 1) !== (b.length === 1)) return 0;
  const pairs: Array<{ i: number; j: number; s: number }> = [];
  for (let i = 0; i < a.length; i++) {
    for (let j = 0; j < b.length; j++) pairs.push({ i, j, s: partSimilarity(a[i]!, b[j]!) });
  }
  pairs.sort((x, y) => y.s - x.s);
  const usedA = new Set<number>();
  const usedB = new Set<number>();
  let sum = 0;
  for (const p of pairs) {
    if (usedA.has(p.i) || usedB.has(p.j)) continue;
    usedA.add(p.i);
    usedB.add(p.j);
    sum += p.s;
  }
  const paired = usedA.size;
  const unpaired = a.length + b.length - 2 * paired;
  return Math.max(0, sum / paired - UNPAIRED_COST * unpaired);
}
