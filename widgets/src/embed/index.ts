/**
 * @propre/widgets/embed: the types of the script-tag embed (`window.Propre`, its options and
 * events) for a partner's TypeScript; the embed itself is served at `/embed/v1/loader.js`.
 */
export { embedOptions } from './attributes.ts';
export {
  isSignInMessage,
  readSignInWindowParams,
  type SignInMessage,
  type SignInWindowParams,
  signInMessageType,
  signInWindowPath,
} from './sign-in-protocol.ts';
export type { EmbedEventMap, EmbedEventName, EmbedOptions, EmbedWidgetName, PropreEmbed } from './types.ts';
export { embedWidgets } from './types.ts';
