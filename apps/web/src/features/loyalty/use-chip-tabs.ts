import { useState } from 'react';

/** A row of chip tabs' state: the tabs shown and the one selected (`first` at the start), as ChipTabs takes them. */
export const useChipTabs = <T extends string>(tabs: readonly T[], first: T) => {
  const [tab, onTab] = useState<T>(first);
  return { tabs, tab, onTab };
};
