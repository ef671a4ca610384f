import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { brandKeys } from './brand-keys';

/** A brand change: its call, then the settings read again (the server's view is the page's); `saved` until the next try. */
export const useBrandSave = <A, V>(merchant: string, fn: (input: A) => Promise<V>) => {
  const qc = useQueryClient();
  const [saved, setSaved] = useState(false);
  const mutation = useMutation({
    mutationFn: fn,
    onMutate: () => setSaved(false),
    onSuccess: async () => {
      setSaved(true);
      await qc.invalidateQueries({ queryKey: brandKeys.settings(merchant) });
    },
  });
  return { ...mutation, saved: saved && !mutation.isPending };
};
