import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fillPath, type NamedEndpoint, systemApi } from '@wl/contracts';
import { api, ApiError } from '../../shared/api';
import { call } from '../../shared/client';
import { getToken } from '../../shared/token';
import { currentLanguage } from '../../i18n';

/** Query keys of the content feature: everything of one merchant's content under one prefix. */
export const contentKeys = {
  all: (merchant: string) => ['content', merchant] as const,
  list: (merchant: string, kind: string) => ['content', merchant, 'list', kind] as const,
  brand: (merchant: string) => ['content', merchant, 'brand'] as const,
};

/** The tabs of the content page, in order. */
export const contentTabs = ['banner', 'marquee', 'popup', 'announcement', 'help', 'cs', 'apps'] as const;
export type ContentTab = (typeof contentTabs)[number];
export const tabOf = (value: string | null): ContentTab =>
  (contentTabs as readonly string[]).includes(value ?? '') ? (value as ContentTab) : 'banner';

/** One content call: its definition, path parameters and body (the answers are read again through the lists). */
export type ContentAction = { def: NamedEndpoint; params: Record<string, unknown>; body?: unknown };

/** A list's calls share their shape (params, optional body); the answer replaces nothing by itself, the list is read again. */
export const useContentAction = (merchant: string) => {
  const qc = useQueryClient();
  return useMutation<unknown, Error, ContentAction>({
    mutationFn: (a) => api<unknown>(fillPath(a.def.path, a.params), { method: a.def.method, body: a.body }),
    onSettled: () => qc.invalidateQueries({ queryKey: contentKeys.all(merchant) }),
  });
};

/** The player site's brand (theme colours) for the preview, from the merchant's public status. */
export const useBrand = (merchant: string) =>
  useQuery({
    queryKey: contentKeys.brand(merchant),
    queryFn: async () => (await call(systemApi.status, {}, { headers: { Merchant: merchant, Device: 'WEB' } })).info.brand,
    staleTime: 5 * 60_000,
  });

/** Uploads a banner image (multipart, signed like every call); answers its URL. */
export const uploadImage = async (merchant: string, file: File): Promise<{ url: string }> => {
  const form = new FormData();
  form.append('file', file, file.name);
  const headers: Record<string, string> = { Language: currentLanguage() };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(`/ops/v1/merchants/${encodeURIComponent(merchant)}/content/images`, { method: 'POST', headers, body: form });
  } catch {
    throw new ApiError('system.unavailable', 0);
  }
  const payload = (await res.json().catch(() => null)) as {
    success?: boolean;
    value?: { url: string };
    code?: string;
    message?: string;
  } | null;
  if (!payload?.success || !payload.value) throw new ApiError(payload?.code ?? 'system.error', res.status, payload?.message);
  return payload.value;
};
