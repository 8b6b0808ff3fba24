import { config } from '../../config';
import { placeInPost, postLink } from '../../core/routes';
import type { MediaItem } from '../../core/types';
import { QrCode } from '../../components/qr-code';
import { useFeedStore } from '../../stores/feed-store';

export interface PostQrProps {
  item: MediaItem;
  /** The screen shows adult content, so the phone's page does too. */
  showAdult: boolean;
}

/**
 * docs/views-and-keys.md, Screen mode: the picture on screen as a QR code of its post's
 * link on the app's public address (core/routes/post-link.ts), for people in the room to open,
 * like or zap it on their phones. It changes with the picture, not with the caption.
 */
export function PostQr({ item, showAdult }: PostQrProps) {
  const place = useFeedStore((state) => placeInPost(state.items, item));
  return (
    <figure className="post-qr">
      <QrCode
        className="post-qr__code"
        text={postLink(config.publicUrl, item, place, showAdult)}
        label="QR code: open this post on your phone"
      />
      <figcaption className="post-qr__caption">Scan to like or zap</figcaption>
    </figure>
  );
}
