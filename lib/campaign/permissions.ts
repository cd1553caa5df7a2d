// R-SECRET: who may issue which command, in one place for the callers: who acts for whom (actors.ts)
// and each command's own rule (registry/).
export * from './actors'
export { mayIssue } from './registry'
