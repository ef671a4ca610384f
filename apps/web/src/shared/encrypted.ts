import { type EndpointValue, encryptBody, systemApi } from '@wl/contracts';
import { type ApiOptions, ApiError, api } from './api';

type PublicKey = EndpointValue<typeof systemApi.publicKey>;
let key: Promise<PublicKey> | null = null;

/**
 * Encrypted calls (facts.md "enc"): the body is sealed with a fresh AES-256-GCM key wrapped by the server's
 * RSA-OAEP-256 key (WebCrypto). A refused key (the server made a new one) is fetched again once.
 */
export const encApi = async <T>(path: string, body: unknown, options: Omit<ApiOptions, 'body'> = {}): Promise<T> => {
  for (let attempt = 0; ; attempt++) {
    // The typed client sits on top of this transport, so the key is fetched with the definition's own path here.
    key ??= api<PublicKey>(systemApi.publicKey.path);
    try {
      const sealed = await encryptBody(await key, body);
      return await api<T>(path, { method: 'POST', ...options, body: sealed });
    } catch (err) {
      if (attempt === 0 && err instanceof ApiError && err.code === 'request_body_required') {
        key = null;
        continue;
      }
      if (!(err instanceof ApiError)) key = null;
      throw err;
    }
  }
};
