declare module 'autocannon' {
  interface Options {
    url: string;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    /** Requests to send in all, instead of a duration. */
    amount?: number;
    /** A sequence of requests, each one able to rewrite itself per send and read its answer. */
    requests?: Request[];
  }
  /** State autocannon keeps per connection, for setupRequest and onResponse. */
  type RequestContext = Record<string, unknown>;
  interface RequestParams {
    method?: 'GET' | 'POST';
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface Request extends RequestParams {
    setupRequest?(request: RequestParams, context: RequestContext): RequestParams;
    onResponse?(
      status: number,
      body: string,
      context: RequestContext,
      headers?: Record<string, string>,
    ): void;
  }
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p99: number;
  }
  interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    non2xx: number;
    errors: number;
    statusCodeStats: Record<string, { count: number }>;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
