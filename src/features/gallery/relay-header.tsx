import { proxiedAvatarUrl } from '../../core/media';
import { viewLabel } from '../../core/routes';
import type { RelayInfoAnswer } from '../../core/relays';
import { relayLabel } from '../../core/relays';
import { useImageProxy } from '../../hooks/use-image-proxy';

export interface RelayHeaderProps {
  relay: string;
  /** The relay's NIP-11 document, or why there is none; undefined while it is asked. */
  answer: RelayInfoAnswer | undefined;
}

/**
 * docs/views-and-keys.md, Grid view: a relay route's header, from the relay's NIP-11
 * document: its name (the page title's words), its address, its description and contact,
 * all as plain text, and its icon. Every line has its room from the start, so the pictures
 * below do not move when the document arrives.
 */
export function RelayHeader({ relay, answer }: RelayHeaderProps) {
  const info = answer?.kind === 'info' ? answer.info : undefined;
  const icon = proxiedAvatarUrl(info?.icon, useImageProxy());
  const name = viewLabel({ view: 'relay', relay, relayName: info?.name });
  return (
    <header className="author-header relay-header" aria-busy={answer === undefined}>
      {icon ? (
        <img className="author-header__picture relay-header__icon" src={icon} alt="" width={56} height={56} referrerPolicy="no-referrer" />
      ) : (
        <span className="author-header__picture relay-header__icon" aria-hidden="true" />
      )}
      <div className="author-header__names relay-header__text">
        <h1 className="author-header__name">{name}</h1>
        <p className="relay-header__line relay-header__address">{info?.name ? `Relay ${relayLabel(relay)}` : 'Relay'}</p>
        {info?.description && <p className="author-header__about relay-header__description">{info.description}</p>}
        {info?.contact && <p className="relay-header__line">Contact: {info.contact}</p>}
      </div>
    </header>
  );
}
