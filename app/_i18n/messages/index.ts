import type { AppLocale } from '../locales'
import { en } from './en'
import { fr } from './fr'

export type Messages = typeof en
export const MESSAGES: Record<AppLocale, Messages> = { en, fr }
