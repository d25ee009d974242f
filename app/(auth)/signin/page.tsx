// The gate sends signed-out visitors here (spec 2.2); it is the same screen as /sign-in.
export { default, metadata } from '../sign-in/page';
