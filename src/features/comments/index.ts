/**
 * The comments' public entry for other features (docs/architecture.md, Import rules): the
 * button that opens a post's comments. The panel is a chunk of its own, imported with
 * import() where it opens (`import('../comments/comments-panel')`).
 */
export { CommentsButton } from './comments-button';
