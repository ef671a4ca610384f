import type { ReconView } from './recon-params';

/** Query keys of the vendor protocols page: one merchant's under one prefix. */
export const vendorProtocolKeys = {
  all: (merchant: string) => ['vendorProtocols', merchant] as const,
  list: (merchant: string) => ['vendorProtocols', merchant, 'list'] as const,
  reconciliation: (merchant: string, vendor: string, view: ReconView) => ['vendorProtocols', merchant, 'recon', vendor, view] as const,
};

/** The vendor whose reconciliation is open, from the address (`?vendor=PP`); null for none or a malformed code. */
export const reconVendorOf = (params: URLSearchParams): string | null => {
  const v = (params.get('vendor') ?? '').toUpperCase();
  return /^[A-Z0-9_]{1,32}$/.test(v) ? v : null;
};
