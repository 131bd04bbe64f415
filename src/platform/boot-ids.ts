/** The boot element ids live in src/lib/boot-ids.ts (the server reads them too); the platform's name for them. */
export * from '../lib/boot-ids';
