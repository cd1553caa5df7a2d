'use client'
import { useTranslations } from 'next-intl'
import type { ImportResult } from '@/lib/campaign/browser'
import { readingWords } from './reading-words'

/** R-FLEET-IMPORT: the pasted list as read, line by line against the text, before it is saved. */
export function ImportPreview({ result }: { result: ImportResult }) {
  const t = useTranslations('FleetBuilder.preview')
  if (!result.ok && result.problem !== 'unmatched') {
    return (
      <section aria-label={t('label')} className="rounded border border-red-700 bg-red-50 p-3 text-red-900">
        <p>
          {result.problem === 'not-a-fleet' && result.line
            ? t('problem.notAFleetAt', { line: result.line.line, text: result.line.text })
            : t(`problem.${result.problem}`)}
        </p>
      </section>
    )
  }
  const readings = result.readings.filter((r) => !(r.kind === 'ignored' && r.why === 'blank'))
  const cards = (kind: string) => result.readings.filter((r) => r.kind === kind).length
  const squadrons = result.readings.reduce((n, r) => n + (r.kind === 'squadron' ? r.count : 0), 0)
  const priced = result.readings.filter((r) => 'pointsNote' in r && r.pointsNote).length
  return (
    <section aria-label={t('label')} className="space-y-2 rounded border border-slate-300 bg-white p-3">
      <h3 className="font-bold">{t('title')}</h3>
      <p role="status" className={result.ok ? 'text-emerald-800' : 'text-red-800'}>
        {result.ok
          ? t('readOk', {
              format: t(`format.${result.format}`),
              ships: cards('ship'),
              upgrades: cards('upgrade'),
              squadrons,
              objectives: cards('objective'),
              priced,
            })
          : t('unreadable', { count: result.unmatched.length })}
      </p>
      <div className="max-h-96 overflow-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('caption')}</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="px-1">
                {t('line')}
              </th>
              <th scope="col" className="px-1">
                {t('pasted')}
              </th>
              <th scope="col" className="px-1">
                {t('readAs')}
              </th>
            </tr>
          </thead>
          <tbody>
            {readings.map((r, i) => {
              const words = readingWords(r, t)
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
