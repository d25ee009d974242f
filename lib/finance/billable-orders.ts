/** How many shipped orders the "Invoice shipped orders" dialog lists at once, newest first. */
export const BILLABLE_ORDERS_LIMIT = 100;
