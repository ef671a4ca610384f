import { currentLanguage } from '../i18n';
import { ApiError } from './api';
import { clearToken, getToken } from './token';

type Envelope = { success?: unknown; code?: string | null; message?: string | null; params?: Record<string, string | number> };

/** The file name the server offers (`attachment; filename="players-DEMO.csv"`), else the fallback; never a path. */
export const fileNameOf = (disposition: string | null, fallback: string) => {
  const star = disposition?.match(/filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i)?.[1];
  const plain = disposition?.match(/filename\s*=\s*"?([^";]+)"?/i)?.[1];
  let name = '';
  try {
    name = star ? decodeURIComponent(star.trim().replace(/^"|"$/g, '')) : (plain ?? '');
  } catch {
    name = plain ?? '';
  }
  const base = name.trim().split(/[\\/]/).pop() ?? '';
  return base && base !== '.' && base !== '..' ? base : fallback;
};

type FileOptions = { accept: string; fallbackName: string; signal?: AbortSignal };

/**
 * A call whose answer is a file, not the JSON envelope (a CSV export, a player's document): signed like every call
 * (the staff token, the `Language` header), which an <a href> or <img src> cannot be. A refusal still answers the
 * envelope and throws ApiError with the server's message.
 */
export const fetchFile = async (url: string, { accept, fallbackName, signal }: FileOptions): Promise<{ blob: Blob; name: string }> => {
  const headers: Record<string, string> = { Language: currentLanguage(), Accept: `${accept}, application/json` };
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
