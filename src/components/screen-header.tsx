import { Link } from 'react-router-dom';
import './screen-header.css';

/** A screen beside the gallery names itself and leads back to the pictures. */
export function ScreenHeader({ title, className }: { title: string; className?: string }) {
  return (
    <header className={className ? `screen-header ${className}` : 'screen-header'}>
      <Link className="button" to="/">
        <span aria-hidden="true">←</span> Back to pictures
      </Link>
      <h1>{title}</h1>
    </header>
  );
}
