export type { LoginRequest, PropreSession, SignupRequest, ToastApi, ToastInput, ToastTone, User } from '../context/context.ts';
export { type PropreState, usePortalContainer, usePropre, useToast } from '../context/hooks.ts';
export type { Locale } from '../i18n/namespaces.ts';
export type { PartName } from '../parts.ts';
export type { Appearance, AppearanceVariables } from '../theme/appearance.ts';
export type { BrandId } from '../theme/brands.ts';
export type { Theme } from '../theme/tokens.ts';
export type { WidgetBaseProps } from '../ui/define-widget.tsx';
export { PropreProvider, type PropreProviderProps } from './PropreProvider.tsx';
