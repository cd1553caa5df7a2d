// The one table `npm run bench` prints: every measure a row, blank where it does not apply.
export interface BenchRow {
  what: string
  p50?: number
  p95?: number
  /** Server CPU per request, ms. */
  cpu?: number
  /** CPU per request as a multiple of the static page's. */
  ratio?: number
  /** Bytes (a body, a bundle). */
  bytes?: number
  note?: string
}

export const rows: BenchRow[] = []

export function section(title: string): void {
  rows.push({ what: `— ${title}` })
}

export function printTable(): void {
  const ms = (n: number | undefined) => (n === undefined ? '' : n < 10 ? n.toFixed(2) : n.toFixed(0)).padStart(8)
  const x = (n: number | undefined) => (n === undefined ? '' : `${n.toFixed(1)}×`).padStart(7)
  const size = (n: number | undefined) => (n === undefined ? '' : n < 10_240 ? `${n} B` : `${(n / 1024).toFixed(1)} kB`).padStart(10)
  const width = Math.max(...rows.map((r) => r.what.length))
  console.log(
    `\n${'measure'.padEnd(width)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'CPU ms'.padStart(8)} ${'×static'.padStart(7)} ${'size'.padStart(10)}  note`,
  )
  for (const r of rows) {
    if (r.what.startsWith('— ')) console.log(r.what)
    else console.log(`${r.what.padEnd(width)} ${ms(r.p50)} ${ms(r.p95)} ${ms(r.cpu)} ${x(r.ratio)} ${size(r.bytes)}  ${r.note ?? ''}`.trimEnd())
  }
}
