declare module 'autocannon' {
  interface Histogram {
    average: number
    p50: number
    p99: number
  }
  interface Result {
    requests: Histogram
    latency: Histogram
    non2xx: number
    errors: number
    timeouts: number
    statusCodeStats: Record<string, { count: number }>
  }
  export interface Request {
    method?: string
    path?: string
    headers?: Record<string, string>
    body?: string | Buffer
    setupRequest?: (req: Request, context: Record<string, unknown>) => Request | null | undefined
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void
  }
  export interface Client {
    setRequests(requests: Request[]): void
  }
  export default function autocannon(opts: {
    url: string
    duration?: number
    connections?: number
    pipelining?: number
    method?: string
    headers?: Record<string, string>
    body?: string
    requests?: Request[]
    setupClient?: (client: Client) => void
  }): Promise<Result>
}

declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    opts?: {
      targetFormat?: 'woff2' | 'woff' | 'truetype'
      variationAxes?: Record<string, { min: number; max: number }>
    },
  ): Promise<Buffer>
}
