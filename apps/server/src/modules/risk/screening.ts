import { nameScore } from './name-match';
import { type ListEntry, standinScreeningList } from './screening.standin';

/** A list entry a name matched, with how alike they are. */
export type ScreeningHit = { ref: string; list: ListEntry['list']; name: string; score: number };
/** Screening against sanctions and politically exposed persons lists; a real provider fills the same interface. */
export type Screening = { screen: (name: string, birthDate: string | null) => Promise<ScreeningHit[]> };

/** The score at which a name is a hit (staff then decide whether it is the same person). */
export const SCREENING_THRESHOLD = 0.9;

/**
 * The local stand-in: the fixture list, matched by the transliteration-aware name score against each entry's name and
 * aliases; a known year of birth more than a year apart rules an entry out.
 */
export const createStandinScreening = (entries: ListEntry[] = standinScreeningList): Screening => ({
  screen: async (name, birthDate) => {
    const year = birthDate ? Number(birthDate.slice(0, 4)) : null;
    const hits: ScreeningHit[] = [];
    for (const e of entries) {
      if (year && e.birthYear && Math.abs(year - e.birthYear) > 1) continue;
      const score = Math.max(...[e.name, ...e.aliases].map((n) => nameScore(name, n)));
      if (score >= SCREENING_THRESHOLD) hits.push({ ref: e.ref, list: e.list, name: e.name, score: Math.round(score * 1000) / 1000 });
    }
    return hits.sort((a, b) => b.score - a.score);
  },
});
