import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { INVALID_WALL } from '../../core/sets';
import { hasEnoughImages, stepCurrent } from '../../core/layout';
import type { KeyAction } from '../../core/layout';
import { homePath, type GalleryRouteView } from '../../core/routes';
import type { Settings } from '../../core/types';
import { useFeed } from '../../hooks/use-feed';
import { useFeedMessage } from '../../hooks/use-feed-message';
import { useKeyBindings } from '../../hooks/use-key-bindings';
import { useSetFeed } from '../../hooks/use-set-feed';
import { useSwipe } from '../../hooks/use-swipe';
import { feedActions, selectAnswer, selectLoading, useFeedStore } from '../../stores/feed-store';
import { commentsActions } from '../../stores/comments-store';
import { useLinkedPostStore } from '../../stores/linked-post';
import { openComments } from '../../stores/open-comments';
import { retryChosenRelayConnections, retryRelayConnections } from '../../stores/relay-store';
import { openPostInScroll } from '../../stores/open-post';
import { useViewStore, viewActions } from '../../stores/view-store';
import { GridView } from '../grid';
import { NotFound } from '../not-found';
import { FeedEnd, FeedStatus } from './feed-status';
import { FilterSummary } from './filter-menu';
import { GalleryControls } from './gallery-controls';
import { GalleryHeader } from './gallery-header';
import { LeftOutNotice } from './left-out-notice';
import { UnreadableSetsNote } from './unreadable-sets-note';
import { RelayStatus } from './relay-status';
import { useFeedAuthors } from './use-feed-authors';
import { useFeedRelays } from './use-feed-relays';
import { useWallCircle } from './use-wall-circle';
import { ViewErrorBoundary } from './view-error-boundary';
import { usePageTitle } from './use-page-title';
import { useFirstScreenPress } from './use-first-screen-press';
import { useViewAddress } from './use-view-address';
import './gallery.css';

const ScrollView = lazy(() => import('../scroll/scroll-view').then((module) => ({ default: module.ScrollView })));
const KeyHelp = lazy(() => import('../key-help/key-help').then((module) => ({ default: module.KeyHelp })));
const Slideshow = lazy(() => import('../slideshow/slideshow').then((module) => ({ default: module.Slideshow })));

export interface GalleryProps {
  settings: Settings;
  view: GalleryRouteView;
}

export function Gallery({ settings, view }: GalleryProps) {
  const navigate = useNavigate();
  const authors = useFeedAuthors(settings);
  // A set route's set, or an approved wall's moderators' sets as one feed (docs/views-and-keys.md, The wall).
  const { set, admit } = settings;
  const setRefs = useMemo(() => (set ? [set] : admit?.kind === 'approved' ? admit.sets : []), [set, admit]);
  const setFeed = useSetFeed(setRefs);
  useWallCircle(settings);
  const feedRelays = useFeedRelays(settings);
  const feed = useFeed(settings, authors.keys, setFeed.entries, feedRelays.relays);
  const { loadOlder, restart } = feed;
  // Screen mode's upkeep: a relay back from a drop is asked for the feed and for its sets again.
  const renewFeed = feed.renewLive;
  const renewSets = setFeed.renew;
  const renewLive = useCallback(() => {
    renewFeed();
    renewSets();
  }, [renewFeed, renewSets]);
  const { relayInfo, chosen } = feedRelays;
  const message = useFeedMessage({
    needsLogin: authors.needsLogin,
    listMissing: authors.listMissing,
    // A wall's sets may not exist before the first approval: that is no missing set, only nothing yet.
    setProblem: admit ? undefined : setFeed.problem,
    chosen,
    relayProblem: relayInfo && relayInfo.kind !== 'info' ? relayInfo.kind : undefined,
    searchSupport: feedRelays.searchSupport,
  });
  const items = useFeedStore((state) => state.items);
  const loading = useFeedStore(selectLoading);
  const answer = useFeedStore(selectAnswer);
  const canPlay = useFeedStore((state) => hasEnoughImages(state.items));
  const failed = useFeedStore((state) => state.failed);
  const mode = useViewStore((state) => state.mode);
  const current = useViewStore((state) => state.current);
  const screen = useRef<HTMLDivElement>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  usePageTitle(settings, view, setFeed.set, authors.list, relayInfo?.kind === 'info' ? relayInfo.info.name : undefined);

  const settingsKey = JSON.stringify(settings);
  useViewAddress(settings);
  useFirstScreenPress();
  const linked = useLinkedPostStore((state) => state.status);

  const step = useCallback((delta: 1 | -1) => {
    const feed = useFeedStore.getState();
    const view = useViewStore.getState();
    // The grid leaves out pictures that failed to load; the scroll view shows them as such.
    const hidden = (index: number): boolean => view.mode === 'grid' && feed.failed.has(feed.items[index]?.key ?? '');
    viewActions.setCurrent(stepCurrent(feed.items.length, view.current, delta, hidden));
  }, []);

  const onAction = (action: KeyAction): boolean => {
    if (action === 'grid') viewActions.showGrid();
    else if (action === 'home') void navigate(homePath(settings.type));
    else if (action === 'scroll') viewActions.openScroll();
    else if (action === 'toggle-pause') viewActions.togglePause();
    else if (action === 'clear-current') viewActions.setCurrent(undefined);
    else if (action === 'help') setHelpOpen(true);
    else if (action === 'comments') {
      // The picture on screen, in the scroll view or the slideshow (docs/views-and-keys.md, Comments).
      const item = current === undefined ? undefined : items[current];
      if (!item) return false;
      openComments(item.noteId);
    }
    // The slideshow steps itself, and the grid moves by its layout (grid/use-grid-arrows.ts).
    else if ((action === 'next' || action === 'previous') && mode === 'scroll') step(action === 'next' ? 1 : -1);
    else return false;
    return true;
  };
  useKeyBindings(mode, onAction);
  useSwipe(screen, (direction) => {
    if (mode !== 'slideshow') step(direction === 'left' ? 1 : -1);
  });

  // A comments panel belongs to the scroll view's visit: leaving the view, or the route, closes it.
  useEffect(() => {
    if (mode !== 'scroll') commentsActions.closePanel();
  }, [mode]);

  const onSeen = useCallback((count: number) => feedActions.setFrozen(count), []);
  const retryRelayInfo = feedRelays.retry;
  const retry = useCallback(() => {
    // A relay or search route asks its relays alone: those, and their documents, are asked again.
    if (chosen) {
      retryChosenRelayConnections();
      retryRelayInfo();
    } else retryRelayConnections();
    // Pictures on screen stay (the cached feed): the live subscription takes the relays
    // back when they connect. With none, the feed starts over and shows it is loading.
    if (useFeedStore.getState().items.length === 0) restart();
  }, [restart, chosen, retryRelayInfo]);
  const close = (): void => {
    if (mode === 'grid') void navigate(homePath(settings.type));
    else viewActions.showGrid();
  };
  // docs/views-and-keys.md, The wall: a wall none of whose sets can be read admits nothing, and fails closed.
  const unreadableWall =
    admit?.kind === 'approved' && setFeed.sets.length > 0 && setFeed.sets.every(({ status }) => status === 'unreadable');
  if (unreadableWall) return <NotFound message={INVALID_WALL} />;

  return (
    <div className="gallery" ref={screen}>
      {admit && <UnreadableSetsNote sets={setFeed.sets} />}
      <GalleryControls mode={mode} settings={settings} canScroll={items.length > 0} canPlay={canPlay} onClose={close} />
      {mode === 'grid' && (
        <>
          <GalleryHeader settings={settings} authors={authors} set={setFeed.set} relayInfo={relayInfo} />
          <FilterSummary settings={settings} />
          {/* The relay client's relays are not what a relay or search route asks. */}
          {!chosen && <RelayStatus />}
          {/* A wall's admission is not the visitor's to widen (docs/views-and-keys.md, The wall). */}
          {!settings.admit && <LeftOutNotice />}
          <FeedStatus
            message={message}
            onRetry={retry}
            tagRoute={authors.keys === undefined && settings.tags.length > 0 && !settings.topic}
            searchRoute={chosen === 'search'}
          />
          <GridView
            items={items}
            loading={loading}
            answer={answer}
            current={current}
            failed={failed}
            onFail={feedActions.markFailed}
            onOpen={openPostInScroll}
            onCurrentChange={viewActions.setCurrent}
            onEndReached={loadOlder}
            onSeen={onSeen}
          />
          <FeedEnd message={message} />
        </>
      )}
      <ViewErrorBoundary key={mode} onBack={viewActions.showGrid}>
        <Suspense
          fallback={
            <div className="gallery__loading" role="status">
              Loading…
            </div>
          }
        >
          {mode !== 'grid' && linked === 'loading' && (
            <div className="gallery__loading" role="status">
              Loading the picture…
            </div>
          )}
          {mode !== 'grid' && linked === 'missing' && (
            <p className="gallery__notice" role="status">
              The linked picture could not be found; showing this gallery instead.
            </p>
          )}
          {mode === 'scroll' && linked !== 'loading' && (
            <ScrollView
              items={items}
              start={current ?? 0}
              onCurrentChange={viewActions.setCurrent}
              onEndReached={loadOlder}
              onSeen={feedActions.freezeAtLeast}
            />
          )}
          {mode === 'slideshow' && linked !== 'loading' && (
            <Slideshow
              items={items}
              settingsKey={settingsKey}
              showAdult={settings.showAdult}
              renewLive={renewLive}
              ranked={settings.popular !== undefined}
            />
          )}
        </Suspense>
      </ViewErrorBoundary>
      {helpOpen && (
        <Suspense fallback={null}>
          <KeyHelp onClose={() => setHelpOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
