'use client'

export default function ErrorPage({ reset }: { error: Error; reset: () => void }) {
  return (
    <section className="space-y-3" role="alert">
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p>The page could not be shown. Nothing was changed by this error.</p>
      <button type="button" onClick={reset} className="rounded bg-slate-900 px-4 py-2 text-white">
        Try again
      </button>
    </section>
  )
}
