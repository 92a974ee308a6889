// A link on a line of its own (← 返回列表, 去报名…): it keeps its own width in a column or grid
// and is tall enough to tap on a phone (44 px).
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
