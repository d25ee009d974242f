export * from './types';
export * from './config';
export * from './filter';
export * from './match';
export * from './lookup';
