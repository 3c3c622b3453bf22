// The parts of talisman (string metrics and phonetic codes, MIT) the screening uses; the package ships no types.
declare module 'talisman/metrics/jaro-winkler.js' {
  /** Jaro-Winkler similarity of two strings, 0 to 1. */
  const jaroWinkler: (a: string, b: string) => number;
  export default jaroWinkler;
}
declare module 'talisman/phonetics/double-metaphone.js' {
  /** The primary and alternate Double Metaphone codes of a word. */
  const doubleMetaphone: (word: string) => [string, string];
  export default doubleMetaphone;
}
