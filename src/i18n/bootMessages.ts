/**
 * The few English texts the widget can show before any catalog has loaded (waiting for the
 * host, or when even the English catalog failed). Everything else comes from the catalogs.
 */
export const BOOT_MESSAGES: Readonly<Record<string, string>> = {
  loading: 'Loading',
  'error.title': 'An error occurred',
  'error.hint': 'Try to refresh the section',
};
