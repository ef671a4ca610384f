/** The vendor-side client of the seamless and transfer wallet protocols (signing, keep-alive, retries). */
export {
  createSeamlessClient,
  createSignedClient,
  type Reply,
  type SeamlessCall,
  type SeamlessClient,
  type SignedClientOptions,
  signBody,
} from './client';
export * from './protocols';
