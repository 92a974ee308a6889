// A link that stands on its own rather than in running text (← 返回列表, 去报名, a card's title,
// a name in a list or a roster): it keeps its own width in a column or grid and is tall enough to
// tap on a phone (44 px), however short its text.
import { AppLink, type AppLinkProps } from './app-link';

export function StandaloneLink(props: AppLinkProps) {
  return (
    <AppLink
      color="brand.fg"
      alignSelf="flex-start"
      justifySelf="start"
      display="inline-flex"
      alignItems="center"
      minH="11"
      {...props}
    />
  );
}
