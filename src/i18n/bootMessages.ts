/**
 * The few English texts the widget can show before any catalog has loaded (waiting for the
 * host, or when even the English catalog failed). Everything else comes from the catalogs.
 */
export const BOOT_MESSAGES: Readonly<Record<string, string>> = {
  loading: 'Loading',
  'error.title': 'An error occurred',
  'error.hint': 'Try to refresh the section',
  // A start that failed (no handshake, no catalog) is told to the player in these words.
  'error.start': 'The cashier could not start. Close it and open it again.',
  'error.details': 'Technical details for support',
  'complete.close': 'Close',
};
