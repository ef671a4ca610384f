/**
 * A text the operator wrote in several languages (a promotion's title, a game's name), in the staff member's own
 * language when it was written in it, else the fallback the server gives (the English one).
 */
export const textIn = (texts: Partial<Record<string, string>> | undefined, language: string, fallback: string) =>
  texts?.[language.slice(0, 2).toUpperCase()] || fallback;
