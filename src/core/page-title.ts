/**
 * SPEC.md section 2, "Page title": author name, or the hashtags, or the topic name, or
 * Global or Home, each followed by the app name (joined with " | ").
 */
export type TitleView = 'tags' | 'topic' | 'global' | 'profile' | 'follows' | 'list' | 'home' | 'not-found';

export interface TitleInput {
  view: TitleView;
  authorName?: string;
  tags?: readonly string[];
  topicName?: string;
}

const MAX_TITLE_TAGS = 5;

export function tagsLabel(tags: readonly string[]): string {
  const shown = tags.slice(0, MAX_TITLE_TAGS).map((tag) => `#${tag}`).join(' ');
  return tags.length > MAX_TITLE_TAGS ? `${shown} …` : shown;
}

export function viewLabel(input: TitleInput): string {
  switch (input.view) {
    case 'profile':
      return input.authorName || 'Profile';
    case 'tags':
      return input.tags && input.tags.length > 0 ? tagsLabel(input.tags) : 'Home';
    case 'topic':
      return input.topicName || 'Topic';
    case 'global':
      return 'Global';
    case 'follows':
      return 'Follows';
    case 'list':
      return 'List';
    case 'not-found':
      return 'Not found';
    default:
      return 'Home';
  }
}

export function pageTitle(input: TitleInput, appName: string): string {
  return `${viewLabel(input)} | ${appName}`;
}
