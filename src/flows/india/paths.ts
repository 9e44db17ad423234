/** The India flow's pages (spec §2 "india"): the amount and fields, then the invoice. */
export const INDIA_BASE_PATH = '/deposit/india';
export const INDIA_INVOICE_PATH = '/deposit/india/invoice';
