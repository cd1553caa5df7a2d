// The engine's constants for browser forms: the forms' bounds and field names, and the notice topics. A form
// that needs only these imports this entry, not ./browser: ./browser's fleet rules reach the card catalogue,
// which a page's first-load JavaScript must not carry (scripts/check-bundle-budgets.mjs).
export * from './schemas/form-bounds'
export { NOTICE_TOPICS, type NoticeTopic } from './notices/topics'
