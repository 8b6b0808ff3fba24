import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { config } from '../../config';
import { pageTitle } from '../../core/routes';
import './not-found.css';

export interface NotFoundProps {
  title?: string;
  message?: string;
}

export function NotFound({ title = 'Nothing here', message = 'This address does not lead to any pictures.' }: NotFoundProps) {
  useEffect(() => {
    document.title = pageTitle({ view: 'not-found' }, config.appName);
  }, []);
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{title}</h1>
      <p>{message}</p>
      <Link className="button" to="/">
        Go to the home page
      </Link>
    </section>
  );
}
