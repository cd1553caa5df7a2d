// A titled section of a page: the same frame everywhere, its heading naming it for screen readers.
export function Panel({ id, title, children, className = '' }: { id: string; title: React.ReactNode; children: React.ReactNode; className?: string }) {
  return (
    <section aria-labelledby={id} className={`space-y-2 rounded border border-line bg-surface p-3 ${className}`}>
      <h2 id={id} className="font-bold">
        {title}
      </h2>
      {children}
    </section>
  )
}
