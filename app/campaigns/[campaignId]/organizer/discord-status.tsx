import { getTranslations } from 'next-intl/server'
import { LocalTime } from '@/app/_components/local-time'
import type { DiscordSettingsView } from '@/lib/server/notices/discord-settings'

/** How the posting goes: how many notices wait, the last error while retrying, and those given up on. */
export async function DiscordStatus({ status }: { status: DiscordSettingsView }) {
  const t = await getTranslations('Organizer.discord')
  return (
    <div className="space-y-1 text-sm">
      <p>{t('pending', { count: status.pending })}</p>
      {status.waitingError ? <p className="text-red-800">{t('waitingError', { error: status.waitingError })}</p> : null}
      {status.failed.length > 0 ? (
        <div className="text-red-800">
          <p>{t('failed')}</p>
          <ul className="list-disc pl-5">
            {status.failed.map((f, i) => (
              <li key={i}>
                <LocalTime iso={f.at.toISOString()} /> {t('failedLine', { error: f.error })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  )
}
