import { currentLanguage } from '../../i18n';
import { ApiError } from '../../shared/api';
import { clearToken, getToken } from '../../shared/token';
import { fileNameOf } from './export-csv';

type Envelope = { success?: unknown; code?: string | null; message?: string | null; params?: Record<string, string | number> };

/**
 * A call whose answer is a file, not the JSON envelope: signed like every call (the staff token, the `Language`
 * header). A refusal still answers the envelope and throws ApiError with the server's message.
 */
export const fetchCsv = async (url: string, fallbackName: string, signal?: AbortSignal): Promise<{ blob: Blob; name: string }> => {
  const headers: Record<string, string> = { Language: currentLanguage(), Accept: 'text/csv, application/json' };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(url, { headers, signal });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError('system.unavailable', 0);
  }
  if (res.ok && !(res.headers.get('content-type') ?? '').includes('json')) {
    return { blob: await res.blob(), name: fileNameOf(res.headers.get('content-disposition'), fallbackName) };
  }
  const payload = (await res.json().catch(() => null)) as Envelope | null;
  const code = payload?.code ?? (res.status === 401 ? 'auth.required' : res.status === 404 ? 'route.not_found' : 'system.error');
  if (res.status === 401 && (code === 'auth.required' || code === 'login.not.session')) clearToken();
  throw new ApiError(code, res.status, payload?.message, payload?.params);
};

/** Hands a file to the browser as a download (a temporary link), then lets the memory go. */
export const saveFile = (blob: Blob, name: string) => {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
};
