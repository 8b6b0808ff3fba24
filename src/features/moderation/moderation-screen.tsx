import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ScreenHeader } from '../../components/screen-header';
import { config } from '../../config';
import { pageTitle, parseSlideshowAddress } from '../../core/routes';
import { decodeListReference } from '../../core/sets';
import { moderationPath } from '../../core/wall';
import type { Admission, Settings } from '../../core/types';
import { ApprovedWall } from './approved-wall';
import { WallChoice, type WallChoiceValue } from './wall-choice';
import { WallPanel } from './wall-panel';
import './moderation.css';

export interface ModerationScreenProps {
  /** The wall's hashtags and filters. */
  settings: Settings;
  /** The sets of the moderators already on the wall, from the address. */
  sets: string[];
}

/** The admission of a choice that needs nothing more than the choice; a list needs a valid address. */
function admissionOf(choice: Exclude<WallChoiceValue, 'approved'>, list: string): Admission | undefined | null {
  if (choice === 'everyone') return undefined;
  if (choice === 'circle') return { kind: 'circle' };
  return decodeListReference(list.trim()) ? { kind: 'list', list: list.trim() } : null;
}

/**
 * A wall's set-up and moderation screen at /moderate/{tags} (docs/views-and-keys.md,
 * Moderation screen), a chunk of its own: what may reach the screen, the wall's address
 * and QR code, and on an approved wall the posts with the wall's hashtags as they
 * arrive, each approved onto the wall or rejected with one press.
 */
export function ModerationScreen({ settings, sets }: ModerationScreenProps) {
  const { search } = useLocation();
  const navigate = useNavigate();
  const slideSeconds = parseSlideshowAddress(search).slideMs / 1000;
  const [choice, setChoice] = useState<WallChoiceValue>('approved');
  const [list, setList] = useState('');

  useEffect(() => {
    document.title = pageTitle({ view: 'moderate', tags: settings.tags }, config.appName);
  }, [settings.tags]);

  const setSlide = (seconds: number, wallSets: readonly string[] = sets): void => {
    void navigate(moderationPath({ settings, sets: wallSets, slideSeconds: seconds }), { replace: true });
  };
  const admit = useMemo(() => (choice === 'approved' ? null : admissionOf(choice, list)), [choice, list]);

  return (
    <div className="moderation-screen">
      <ScreenHeader title={`Wall ${settings.tags.map((tag) => `#${tag}`).join(' ')}`} className="moderation-screen__header" />
      <WallChoice choice={choice} onChoice={setChoice} list={list} onList={setList} />
      {choice === 'approved' ? (
        <ApprovedWall settings={settings} sets={sets} slideSeconds={slideSeconds} onSlideSeconds={setSlide} />
      ) : admit === null ? (
        <p className="moderation__note">Paste the address of a people list or starter pack to get the wall’s address.</p>
      ) : (
        <WallPanel settings={settings} admit={admit} slideSeconds={slideSeconds} onSlideSeconds={(seconds) => setSlide(seconds)} />
      )}
    </div>
  );
}
