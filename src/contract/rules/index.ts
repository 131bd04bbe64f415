/**
 * The rules both sides apply (the forms before sending, the server on receipt) and their Chinese
 * messages, once. Pure functions: no imports besides each other.
 */
export * from './text';
export * from './phone';
export * from './identity';
export * from './bank';
export * from './money';
export * from './raise';
export * from './comment';
export * from './lead';
export * from './promises';
export * from './contact';
