// Icon-free, so the API can import it too; the web draws the named icons (components/layout/nav-icon).
export * from './types';
export * from './config';
export * from './filter';
export * from './match';
export * from './lookup';
