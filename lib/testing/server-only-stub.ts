// Lets modules marked server-only load in Vitest, which runs outside Next's server bundler.
export {}
