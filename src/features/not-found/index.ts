/** The not-found screen's public entry for other features (docs/architecture.md, Import rules). */
export { NotFound } from './not-found';
