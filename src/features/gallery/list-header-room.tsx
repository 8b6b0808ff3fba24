import './list-header.css';

/**
 * The list header's room while the list and the header's code load (docs/views-and-keys.md,
 * Grid view): the same height as the header, so the grid does not move when it arrives.
 */
export function ListHeaderRoom() {
  return <div className="list-header list-header--room" aria-hidden="true" />;
}
