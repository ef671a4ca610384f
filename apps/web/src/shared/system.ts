import { type QueryClient, useQuery } from '@tanstack/react-query';
import {
  type ClientFlags,
  type CountryItem,
  deriveClientFlags,
  flattenWhitelabel,
  type HelpCategory,
  type StatusValue,
  systemApi,
} from '@wl/contracts';
import { useMemo } from 'react';
import { ApiError } from './api';
import { call } from './client';
import { qk } from './query-keys';

export type { HelpCategory };
export type Country = CountryItem;

const hasStatusShape = (v: unknown): v is StatusValue =>
  typeof v === 'object' && v !== null && 'maintenance' in v && 'regionRestriction' in v && 'info' in v;

/** A server may answer the status call itself with a maintenance or region error that still carries the payload. */
export const fetchStatus = async (): Promise<StatusValue> => {
  try {
    return await call(systemApi.status);
  } catch (err) {
    if (err instanceof ApiError && hasStatusShape(err.value)) return err.value;
    throw err;
  }
};

const statusQuery = { queryKey: qk.system.status(), queryFn: fetchStatus, staleTime: 60_000, retry: 1 };
export const useSystemStatus = () => useQuery(statusQuery);

/** Asks for the status while the page starts (main.tsx): everything on screen waits for it (StatusGate). */
export const prefetchSystemStatus = (client: QueryClient) => void client.prefetchQuery(statusQuery);

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
    queryFn: ({ signal }) => call(systemApi.helpCenter, { query: { language, device: 'WEB' }, signal }),
    staleTime: 5 * 60_000,
  });

export const useCountries = () =>
  useQuery({ queryKey: qk.system.countries(), queryFn: ({ signal }) => call(systemApi.country, { signal }), staleTime: Infinity });
