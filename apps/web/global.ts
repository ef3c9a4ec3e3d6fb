import type { Messages } from './i18n/messages';

// Typed messages: a key missing from the French catalog is a type error (the four catalogs are
// checked against each other by i18n/messages.test.ts).
declare module 'next-intl' {
  interface AppConfig {
    Messages: Messages;
  }
}
