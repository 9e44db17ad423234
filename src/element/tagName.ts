export const TAG_NAME = 'payment-cashier';
