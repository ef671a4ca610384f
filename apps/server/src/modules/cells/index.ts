export { type CellDirectory, createCellDirectory } from './cell-directory';
export { type CellMerchant, cellsRepo, type Placement } from './cells.repo';
export { type RouteKey, routeKeyOf } from './route-key';
