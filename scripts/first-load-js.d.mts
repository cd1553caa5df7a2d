export interface FirstLoadJs {
  /** The framework's own first-load JS (React, Next's runtime), gzip bytes. */
  framework: number
  routes: { route: string; bytes: number; chunks: string[] }[]
  gzipOf: (chunk: string) => number
  textOf: (chunk: string) => string
}

export function firstLoadJs(nextDir?: string): FirstLoadJs
