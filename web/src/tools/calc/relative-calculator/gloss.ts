/**
 * English glosses of a reduced relation chain (`f,m,ob` → "father's mother's elder brother"),
 * for readers who do not read the Chinese titles.
 */
const WORDS: Record<string, string> = {
  f: 'father',
  m: 'mother',
  h: 'husband',
  w: 'wife',
  ob: 'elder brother',
  lb: 'younger brother',
  xb: 'brother',
  os: 'elder sister',
  ls: 'younger sister',
  xs: 'sister',
  s: 'son',
  d: 'daughter',
  // A child older / younger than the person of the same generation earlier in the chain.
  's&o': 'son (older)',
  's&l': 'son (younger)',
  'd&o': 'daughter (older)',
  'd&l': 'daughter (younger)',
};

/** The chain in English, or null when it holds a code we have no word for. */
export function glossChain(chain: string): string | null {
  const steps = chain.split(',').filter((step) => step !== '0' && step !== '1');
  if (steps.length === 0) return null;
  const words = steps.map((step) => WORDS[step]);
  if (words.some((w) => w === undefined)) return null;
  return words.map((w, i) => (i < words.length - 1 ? `${w}’s` : w)).join(' ');
}
