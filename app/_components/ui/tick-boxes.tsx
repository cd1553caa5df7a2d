// Empty boxes to tick with a pen at the table: damage on a roster, a destroyed or retreated element on the
// battle sheet. Drawn in millimetres so that a printed box takes a pen stroke.

/** `count` empty boxes; decorative, so pair them with a label or a column header. */
export function TickBoxes({ count, className = '' }: { count: number; className?: string }) {
  return (
    <span aria-hidden="true" className={`inline-flex flex-wrap gap-[1mm] align-middle ${className}`}>
      {Array.from({ length: count }, (_, i) => (
        <span key={i} className="inline-block size-[3.2mm] border border-current" />
      ))}
    </span>
  )
}

/** A labelled row of boxes that only prints ("Damage □□□□□"): the screen has the app's forms for that. */
export function PrintedTickBoxes({ label, count }: { label: string; count: number }) {
  return (
    <span className="hidden items-center gap-[1.5mm] pl-4 print:flex">
      <span>{label}</span>
      <TickBoxes count={count} />
    </span>
  )
}
