import { useState } from 'react';

/**
 * True from the first render where `value` is truthy on: a part loaded on demand (account pop-ups, catalogue
 * overlays) stays mounted once it has been needed, so it closes as it always did rather than vanishing.
 */
export const useOnceTrue = (value: unknown): boolean => {
  const [seen, setSeen] = useState(Boolean(value));
  if (value && !seen) setSeen(true);
  return seen || Boolean(value);
};
