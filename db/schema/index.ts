export * from './campaigns'
export * from './access-links'
export * from './history-entries'
