'use client'
import { useTranslations } from 'next-intl'
import { fleetImportProblemText, IMPORT_FORMAT_NAMES, readingText } from '@/app/_lib/import-words'
import type { ImportResult } from '@/lib/campaign/browser'

/** R-FLEET-IMPORT: the pasted list as read, line by line against the text, before it is saved. */
export function ImportPreview({ result }: { result: ImportResult }) {
  const t = useTranslations()
  if (!result.ok && result.problem !== 'unmatched') {
    return (
      <section aria-label="Import preview" className="rounded border border-red-700 bg-red-50 p-3 text-red-900">
        <p>{fleetImportProblemText(t, result.problem)}</p>
      </section>
    )
  }
  const readings = result.readings.filter((r) => !(r.kind === 'ignored' && r.why === 'blank'))
  const cards = (kind: string) => result.readings.filter((r) => r.kind === kind).length
  const squadrons = result.readings.reduce((n, r) => n + (r.kind === 'squadron' ? r.count : 0), 0)
  const notes = result.readings.filter((r) => 'pointsNote' in r && r.pointsNote).length
  return (
    <section aria-label="Import preview" className="space-y-2 rounded border border-slate-300 bg-white p-3">
      <h3 className="font-bold">Preview: nothing is saved yet</h3>
      <p role="status" className={result.ok ? 'text-emerald-800' : 'text-red-800'}>
        {result.ok
          ? `Read as ${IMPORT_FORMAT_NAMES[result.format]}: ${cards('ship')} ship${cards('ship') === 1 ? '' : 's'}, ${cards('upgrade')} upgrade${cards('upgrade') === 1 ? '' : 's'}, ${squadrons} squadron${squadrons === 1 ? '' : 's'}, ${cards('objective')} objective${cards('objective') === 1 ? '' : 's'}${notes > 0 ? `; ${notes} card${notes === 1 ? '' : 's'} priced from the card data` : ''}.`
          : `${result.unmatched.length} line${result.unmatched.length === 1 ? '' : 's'} cannot be read as ${result.unmatched.length === 1 ? 'a card' : 'cards'}: fix ${result.unmatched.length === 1 ? 'it' : 'them'} in the text to import.`}
      </p>
      <div className="max-h-96 overflow-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Each pasted line and what it was read as</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="px-1">
                Line
              </th>
              <th scope="col" className="px-1">
                Pasted text
              </th>
              <th scope="col" className="px-1">
                Read as
              </th>
            </tr>
          </thead>
          <tbody>
            {readings.map((r, i) => {
              const words = readingText(t, r)
              const tone = words.tone === 'error' ? 'bg-red-50 text-red-900' : words.tone === 'ignored' ? 'text-slate-600' : ''
              return (
                <tr key={i} className={`border-b border-slate-200 align-top ${tone}`}>
                  <td className="px-1 font-mono whitespace-nowrap">{r.line === r.lastLine ? r.line : `${r.line}–${r.lastLine}`}</td>
                  <td className="px-1 font-mono whitespace-pre-wrap">{r.text}</td>
                  <td className="px-1">
                    {words.what}
                    {words.notes.map((note) => (
                      <span key={note} className="block text-amber-900">
                        ⚠ {note}
                      </span>
                    ))}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
    </section>
  )
}
