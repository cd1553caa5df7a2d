// The base placement form with the words it needs in the browser, wherever a page draws it (overview, map).
import { ClientMessages } from '@/app/_i18n/client-messages'
import { PlaceBaseFields, type PlaceBaseFormProps } from './place-base-fields'

export type { PlaceBaseFormProps } from './place-base-fields'

export function PlaceBaseForm(props: PlaceBaseFormProps) {
  return (
    <ClientMessages namespaces={['Setup']}>
      <PlaceBaseFields {...props} />
    </ClientMessages>
  )
}
