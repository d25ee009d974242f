/*
 * The shared machinery of record areas (contacts, commissionings, and the areas that follow them):
 * one `registerResource` call mounts list, CSV export, get, create, update with version, delete
 * with dependency check and history, each behind its own requirement. See docs/architecture.md,
 * "Adding an area".
 */
export {
  registerResource,
  type ResourceConfig,
  type ResourceHandle,
  type WriteContext,
} from './define-resource';
export {
  containsPattern,
  listPage,
  listBatches,
  type ListSource,
  type RowOf,
  type SortExpression,
} from './list';
export { isUniqueViolation, plural, rowsNaming, staleVersion, type Dependent } from './conflicts';
export type { CsvColumn } from './csv-export';
export { mountRoute, readId, readJson, readQuery, checkQuery, type ResourceContext } from './mount';
export { changesOf, historyOf } from './history';
export {
  registerArea,
  unprocessable,
  type AreaDomain,
  type AreaHandle,
  type AreaTable,
} from './area-resource';
