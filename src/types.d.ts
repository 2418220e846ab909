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
  }
  export default function autocannon(opts: {
    url: string
    duration?: number
    connections?: number
    pipelining?: number
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
