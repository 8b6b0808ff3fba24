/** The post actions' public entry for other features (docs/architecture.md, Import rules). */
export { PostActions } from './post-actions';
