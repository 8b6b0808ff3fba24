import { useNavigate } from 'react-router-dom';
import './adult-warning.css';

export interface AdultWarningProps {
  /** Where "Proceed Anyway" leads: the same view with adult=true. */
  proceedTo: string;
}

/** docs/routes-and-filters.md, Adult warning: the only visible warning of the product. There is no age check. */
export function AdultWarning({ proceedTo }: AdultWarningProps) {
  const navigate = useNavigate();
  const goBack = (): void => {
    if (window.history.length > 1) void navigate(-1);
    else void navigate('/');
  };
  return (
    <section className="adult-warning" role="alertdialog" aria-labelledby="adult-warning-title" aria-describedby="adult-warning-text">
      <h1 id="adult-warning-title">Adult content</h1>
      <p id="adult-warning-text">The content on this page may be offensive or explicit. If you are under 18, please do not continue.</p>
      <div className="adult-warning__actions">
        <button type="button" className="button button--primary" onClick={() => void navigate(proceedTo, { replace: true })}>
          Proceed Anyway
        </button>
        <button type="button" className="button" onClick={goBack} autoFocus>
          Go back
        </button>
      </div>
    </section>
  );
}
