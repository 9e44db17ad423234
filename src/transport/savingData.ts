/** The player asked the browser to spare data (a metered connection): nothing is loaded ahead of them. */
export const savingData = (): boolean => (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true;
