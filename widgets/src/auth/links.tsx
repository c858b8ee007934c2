/** The auth forms' links: the widgets' own link kind, under the names the auth entry has always exported. */
export {
  type RenderWidgetLink as RenderLink,
  renderWidgetLink as renderAuthLink,
  type WidgetLinkProps as AuthLinkProps,
  withLink,
} from '../ui/links.tsx';
