export const USERS_HREF = '/users';
