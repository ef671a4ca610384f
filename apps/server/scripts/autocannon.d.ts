/** The part of autocannon's API the wallet benchmark uses (the package ships no types). */
declare module 'autocannon' {
  type Req = { method?: string; headers?: Record<string, string>; body?: string; path?: string };
  type Options = { url: string; connections: number; duration: number; requests: (Req & { setupRequest?: (req: Req) => Req })[] };
  type Result = {
    requests: { average: number; total: number };
    latency: { p99: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  };
  export default function autocannon(opts: Options): Promise<Result>;
}
