/**
 * Fuzzy name matching for screening (issue 31), aware of transliteration: an Urdu-script name is first written in
 * Latin letters, then both sides are folded the way English spellings of the same Urdu or Arabic name differ
 * (Muhammad / Mohammed / Mohd, Khan / Khaan, Qureshi / Kureshi, Yousuf / Yusuf / Yousaf), and compared word by word.
 */
const urdu: Record<string, string> = {
  ا: 'a',
  آ: 'a',
  أ: 'a',
  إ: 'i',
  ب: 'b',
  پ: 'p',
  ت: 't',
  ٹ: 't',
  ث: 's',
  ج: 'j',
  چ: 'ch',
  ح: 'h',
  خ: 'kh',
  د: 'd',
  ڈ: 'd',
  ذ: 'z',
  ر: 'r',
  ڑ: 'r',
  ز: 'z',
  ژ: 'zh',
  س: 's',
  ش: 'sh',
  ص: 's',
  ض: 'z',
  ط: 't',
  ظ: 'z',
  ع: 'a',
  غ: 'gh',
  ف: 'f',
  ق: 'q',
  ک: 'k',
  ك: 'k',
  گ: 'g',
  ل: 'l',
  م: 'm',
  ن: 'n',
  ں: 'n',
  و: 'o',
  ہ: 'h',
  ھ: 'h',
  ة: 'h',
  ء: '',
  ی: 'i',
  ي: 'i',
  ے: 'e',
  ئ: 'i',
  ؤ: 'o',
  ى: 'a',
};

/** One word with its spelling variants evened out but its vowels kept (the first of each run). */
export const lightWord = (w: string) =>
  w
    .replace(/ph/g, 'f')
    .replace(/q/g, 'k')
    .replace(/w/g, 'v')
    .replace(/y/g, 'i')
    .replace(/[aeiou]+/g, (v) => v[0] as string)
    .replace(/(.)\1+/g, '$1');

/** One word folded to a spelling-independent key (its consonants' skeleton). */
export const foldWord = (w: string) =>
  w
    .replace(/ph/g, 'f')
    .replace(/q/g, 'k')
    .replace(/w/g, 'v')
    .replace(/z/g, 's')
    .replace(/[aeiouy]+/g, (_v, at: number) => (at === 0 ? 'a' : ''))
    .replace(/h(?=[^aeiou]|$)/g, '')
    .replace(/(.)\1+/g, '$1');

const abbreviations: Record<string, string> = { mohd: 'muhammad', md: 'muhammad', muhd: 'muhammad' };

/**
 * A name as words: Urdu letters written in Latin (`script` marks them: Urdu writes no short vowels, so only their
 * consonants can be compared), accents and punctuation gone, abbreviations written out.
 */
const nameWords = (name: string): { w: string; script: boolean }[] =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670]/g, '')
    .split(/[\s,.;:()'"-]+/)
    .filter((raw) => raw.length > 0)
    .map((raw) => {
      const script = /[\u0600-\u06ff]/.test(raw);
      const w = [...raw]
        .map((c) => urdu[c] ?? c)
        .join('')
        .toLowerCase()
        .replace(/[^a-z]/g, '');
      return { w: abbreviations[w] ?? w, script };
    })
    .filter((x) => x.w.length > 0);

/** A name as folded words (the key two spellings of one name share). */
export const nameKey = (name: string) => nameWords(name).map((x) => foldWord(x.w));

/**
 * Two words' likeness: the mean of their light spellings' and their skeletons' Jaro-Winkler similarity; a word
 * written in Urdu is compared by its skeleton alone.
 */
const wordScore = (a: { w: string; script: boolean }, b: { w: string; script: boolean }) => {
  const bones = jaroWinkler(foldWord(a.w), foldWord(b.w));
  return a.script || b.script ? bones : (jaroWinkler(lightWord(a.w), lightWord(b.w)) + bones) / 2;
};

/** Below this, two words are different words. */
const WORD_FLOOR = 0.88;

/** Jaro-Winkler similarity of two strings (1 is equal). */
export const jaroWinkler = (a: string, b: string) => {
  if (a === b) return 1;
  if (!a.length || !b.length) return 0;
  const range = Math.max(0, Math.floor(Math.max(a.length, b.length) / 2) - 1);
  const am = new Array<boolean>(a.length).fill(false);
  const bm = new Array<boolean>(b.length).fill(false);
  let matches = 0;
  for (let i = 0; i < a.length; i++) {
    for (let j = Math.max(0, i - range); j < Math.min(b.length, i + range + 1); j++) {
      if (bm[j] || a[i] !== b[j]) continue;
      am[i] = bm[j] = true;
      matches++;
      break;
    }
  }
  if (!matches) return 0;
  let k = 0;
  let transpositions = 0;
  for (let i = 0; i < a.length; i++) {
    if (!am[i]) continue;
    while (!bm[k]) k++;
    if (a[i] !== b[k]) transpositions++;
    k++;
  }
  const m = matches;
  const jaro = (m / a.length + m / b.length + (m - transpositions / 2) / m) / 3;
  let prefix = 0;
  while (prefix < 4 && a[prefix] === b[prefix]) prefix++;
  return jaro + prefix * 0.1 * (1 - jaro);
};

/**
 * How alike two names are (0…1): each word of the shorter name paired with its best match in the other, so word
 * order and a missing middle name matter little; a one-word name against a longer one counts for less, and one word
 * clearly different caps the score at that word's.
 */
export const nameScore = (a: string, b: string) => {
  const [x, y] = [nameWords(a), nameWords(b)].sort((p, q) => p.length - q.length) as [
    ReturnType<typeof nameWords>,
    ReturnType<typeof nameWords>,
  ];
  if (!x.length || !y.length) return 0;
  const used = new Set<number>();
  let sum = 0;
  let worst = 1;
  for (const w of x) {
    let best = 0;
    let at = -1;
    y.forEach((v, i) => {
      if (used.has(i)) return;
      const s = wordScore(w, v);
      if (s > best) [best, at] = [s, i];
    });
    if (at >= 0) used.add(at);
    sum += best;
    worst = Math.min(worst, best);
  }
  const coverage = x.length / y.length;
  const mean = (sum / x.length) * (0.85 + 0.15 * Math.min(1, coverage * 1.5));
  // One word clearly different (Imran against Irfan) makes another person, however alike the rest.
  return worst < WORD_FLOOR ? Math.min(mean, worst) : mean;
};
