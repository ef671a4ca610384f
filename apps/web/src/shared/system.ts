import { useQuery } from '@tanstack/react-query';
import {
  type ClientFlags,
  deriveClientFlags,
  flattenWhitelabel,
  type StatusValue,
  type countryItem,
  type helpCategory,
} from '@wl/contracts';
import { useMemo } from 'react';
import type { z } from 'zod';
import { ApiError, api } from './api';
import { qk } from './query-keys';

export type HelpCategory = z.infer<typeof helpCategory>;
export type Country = z.infer<typeof countryItem>;

const hasStatusShape = (v: unknown): v is StatusValue =>
  typeof v === 'object' && v !== null && 'maintenance' in v && 'regionRestriction' in v && 'info' in v;

/** A server may answer the status call itself with a maintenance or region error that still carries the payload. */
export const fetchStatus = async (): Promise<StatusValue> => {
  try {
    return await api<StatusValue>('/wps/system/status');
  } catch (err) {
    if (err instanceof ApiError && hasStatusShape(err.value)) return err.value;
    throw err;
  }
};

export const useSystemStatus = () => useQuery({ queryKey: qk.system.status(), queryFn: fetchStatus, staleTime: 60_000, retry: 1 });

/** The loaded status payload; only used below the status gate, which guarantees it is present. */
export const useSystem = () => {
  const { data } = useSystemStatus();
  const modules = useMemo(() => flattenWhitelabel(data?.info.whitelabel ?? []), [data]);
  const flags: ClientFlags = useMemo(() => deriveClientFlags(modules), [modules]);
  return { status: data, info: data?.info, brand: data?.info.brand, modules, flags };
};

export const useHelpCenter = (language: string) =>
  useQuery({
    queryKey: qk.system.helpCenter(language),
    queryFn: () => api<HelpCategory[]>('/wps/system/helpCenter', { query: { language, device: 'WEB' } }),
    staleTime: 5 * 60_000,
  });

export const useCountries = () =>
  useQuery({ queryKey: qk.system.countries(), queryFn: () => api<Country[]>('/wps/system/country'), staleTime: Infinity });
