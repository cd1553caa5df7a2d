// The turn pages' forms are the campaign's generic command form.
export { CommandForm as TurnForm } from '@/app/_components/command-form'
