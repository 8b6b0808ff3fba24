/** The grid's public entry for other features (docs/architecture.md, Import rules). */
export { GridView } from './grid-view';
