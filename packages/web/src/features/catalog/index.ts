// The catalog module's public face: what other modules may use (everything else is its own).
export { useCatalog } from './catalog-endpoints';
export { CustomerPicker, StylePicker, customerLabel } from './shared/catalog-pickers';
export { CatalogResource } from './catalog-api';
