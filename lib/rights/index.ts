export * from './groups';
export * from './sections';
export * from './levels';
export * from './requirement';
export * from './tables';
export * from './defaults';
export * from './areas';
export * from './effective';
