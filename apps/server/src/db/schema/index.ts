// The whole schema in one import, for Drizzle's client and drizzle-kit.
export * from './enums'
export * from './users'
export * from './categories'
export * from './articles'
export * from './media'
export * from './payments'
export * from './session-links'
export * from './contact-messages'
