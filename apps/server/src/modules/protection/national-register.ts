import { standinRegisterEntries } from './national-register.standin';

/** Who is asked about: the member's contact data and name as the operator holds them. */
export type RegisterQuery = { email: string | null; mobile: string | null; name: string | null };
/**
 * A national self-exclusion scheme (GAMSTOP-like): asked at every sign-in; a listed person is blocked on the brand
 * until the scheme no longer lists them. The platform talks to it only through this interface.
 */
export type NationalRegister = { check: (q: RegisterQuery) => Promise<{ listed: boolean; reference: string | null }> };

type Entry = { reference: string; email?: string; mobile?: string };
const phone10 = (v: string | null | undefined) => (v ?? '').replace(/\D/g, '').slice(-10);

/**
 * The local stand-in: a small fixture of listed people (`national-register.standin.ts`), matched like the real
 * schemes match (e-mail in any case, the phone's last ten digits).
 */
export const createStandinRegister = (entries: Entry[] = standinRegisterEntries): NationalRegister => {
  return {
    check: async (q) => {
      const email = q.email?.trim().toLowerCase() ?? '';
      const mobile = phone10(q.mobile);
      const hit = entries.find((e) => (email && e.email?.toLowerCase() === email) || (mobile.length >= 7 && phone10(e.mobile) === mobile));
      return { listed: !!hit, reference: hit?.reference ?? null };
    },
  };
};
