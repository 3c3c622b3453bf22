// The slice of autocannon 9's programmatic API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
    p99_9: number;
  }
  export interface RawRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  export interface RequestSpec extends RawRequest {
    setupRequest?: (req: RawRequest, context: Record<string, unknown>) => RawRequest;
  }
  export interface Options {
    /** Several URLs: connections are spread over them in turn. */
    url: string | string[];
    connections?: number;
    duration?: number;
    amount?: number;
    overallRate?: number;
    connectionRate?: number;
    timeout?: number;
    headers?: Record<string, string>;
    requests?: RequestSpec[];
  }
  export interface Result {
    duration: number;
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  }
  function autocannon(opts: Options): Promise<Result>;
  export default autocannon;
}
