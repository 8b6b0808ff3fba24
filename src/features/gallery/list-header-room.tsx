import './list-header.css';

/**
 * The list header's room while the list and the header's code load (docs/views-and-keys.md,
 * Grid view): the header's own box, of fixed height, so the grid does not move when it
 * arrives, with a quiet placeholder of its picture and its first line.
 */
export function ListHeaderRoom() {
  return (
    <div className="list-header list-header--room" aria-hidden="true">
      <span className="list-header__cover" />
      <div className="list-header__main">
        <span className="list-header__placeholder" />
      </div>
    </div>
  );
}
