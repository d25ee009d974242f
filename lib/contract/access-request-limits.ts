/** How long an access request's parts may be: plain numbers for the form, checked by `access-requests.ts`. */
export const ACCESS_REQUEST_NAME_MAX = 100;
export const ACCESS_REQUEST_MESSAGE_MAX = 2000;
