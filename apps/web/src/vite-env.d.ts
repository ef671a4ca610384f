/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_MERCHANT: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The two parts of the English pack (text-split-plugin.ts). */
declare module '*.json?texts=first' {
  const texts: Record<string, unknown>;
  export default texts;
}
declare module '*.json?texts=screens' {
  const texts: Record<string, unknown>;
  export default texts;
}
