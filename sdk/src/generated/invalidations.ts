// Generated from @propre/openapi/openapi.json by sdk/scripts/query-factories.ts. Do not edit.
// For each write operation, the GET path templates it makes stale, or '*' when it opens or
// closes a session (every query is reset). The rule is in sdk/scripts/query-factories.ts.
// One constant per operation, so a bundle carries only the entries of the factories it uses.

/** `POST /api/admin/users/{userId}/reactivate` */
export const adminReactivateUser = [
  '/api/admin/users',
  '/api/admin/users/{userId}',
] as const;
/** `POST /api/admin/users/{userId}/suspend` */
export const adminSuspendUser = [
  '/api/admin/users',
  '/api/admin/users/{userId}',
] as const;
/** `POST /api/analytics/events` */
export const analyticsIngestEvents = [
  '/api/admin/analytics/report',
] as const;
/** `POST /api/auth/embed/authorizations` */
export const authCreateEmbedAuthorization = [
  '/api/auth/passkeys',
] as const;
/** `DELETE /api/auth/passkeys/{passkeyId}` */
export const authDeletePasskey = [
  '/api/auth/passkeys',
] as const;
/** `POST /api/auth/embed/token` */
export const authExchangeEmbedCode = [
  '/api/auth/passkeys',
  '/api/users/me',
] as const;
/** `POST /api/auth/passkeys/login` */
export const authFinishPasskeyLogin = '*' as const;
/** `POST /api/auth/passkeys` */
export const authFinishPasskeyRegistration = [
  '/api/auth/passkeys',
] as const;
/** `POST /api/auth/forgot-password` */
export const authForgotPassword = [] as const;
/** `POST /api/auth/login` */
export const authLogin = '*' as const;
/** `POST /api/auth/logout` */
export const authLogout = '*' as const;
/** `POST /api/register` */
export const authRegister = '*' as const;
/** `POST /api/auth/reset-password` */
export const authResetPassword = [
  '/api/auth/passkeys',
] as const;
/** `POST /api/auth/select-role` */
export const authSelectRole = [
  '/api/auth/passkeys',
  '/api/users/me',
] as const;
/** `POST /api/login` */
export const authSignIn = '*' as const;
/** `POST /api/logout` */
export const authSignOut = '*' as const;
/** `POST /api/auth/signup` */
export const authSignup = '*' as const;
/** `POST /api/auth/passkeys/login-options` */
export const authStartPasskeyLogin = [] as const;
/** `POST /api/auth/passkeys/registration-options` */
export const authStartPasskeyRegistration = [] as const;
/** `POST /api/cleaners/me/availability/blocks/{blockId}/exceptions` */
export const availabilityAddException = [
  '/api/calendar/{feedToken}.ics',
  '/api/cleaners/me/availability',
  '/api/cleaners/me/calendar',
  '/api/cleaners/me/calendar/google',
  '/api/cleaners/{userId}/availability/occurrences',
] as const;
/** `POST /api/cleaners/me/calendar/google/callback` */
export const availabilityCompleteGoogleCalendarConnect = [
  '/api/calendar/{feedToken}.ics',
  '/api/cleaners/me/availability',
  '/api/cleaners/me/calendar',
  '/api/cleaners/me/calendar/google',
  '/api/cleaners/{userId}/availability/occurrences',
] as const;
/** `POST /api/cleaners/me/availability` */
export const availabilityCreateBlock = [
  '/api/calendar/{feedToken}.ics',
  '/api/cleaners/me/availability',
  '/api/cleaners/me/calendar',
  '/api/cleaners/me/calendar/google',
  '/api/cleaners/me/onboarding',
  '/api/cleaners/{userId}/availability/occurrences',
] as const;
/** `DELETE /api/cleaners/me/availability/blocks/{blockId}` */
export const availabilityDeleteBlock = [
  '/api/calendar/{feedToken}.ics',
  '/api/cleaners/me/availability',
  '/api/cleaners/me/calendar',
  '/api/cleaners/me/calendar/google',
  '/api/cleaners/me/onboarding',
  '/api/cleaners/{userId}/availability/occurrences',
] as const;
/** `DELETE /api/cleaners/me/calendar/google` */
export const availabilityDisconnectGoogleCalendar = [
  '/api/calendar/{feedToken}.ics',
  '/api/cleaners/me/availability',
  '/api/cleaners/me/calendar',
  '/api/cleaners/me/calendar/google',
  '/api/cleaners/{userId}/availability/occurrences',
] as const;
/** `POST /api/cleaners/me/calendar/import` */
export const availabilityImportBusyTimes = [
  '/api/calendar/{feedToken}.ics',
  '/api/cleaners/me/availability',
  '/api/cleaners/me/calendar',
  '/api/cleaners/me/calendar/google',
  '/api/cleaners/{userId}/availability/occurrences',
] as const;
/** `POST /api/cleaners/me/calendar/rotate` */
export const availabilityRotateCalendarFeed = [
  '/api/calendar/{feedToken}.ics',
  '/api/cleaners/me/availability',
  '/api/cleaners/me/calendar',
  '/api/cleaners/me/calendar/google',
  '/api/cleaners/{userId}/availability/occurrences',
] as const;
/** `PUT /api/cleaners/me/availability/weekly-template` */
export const availabilitySetWeeklyTemplate = [
  '/api/calendar/{feedToken}.ics',
  '/api/cleaners/me/availability',
  '/api/cleaners/me/calendar',
  '/api/cleaners/me/calendar/google',
  '/api/cleaners/me/onboarding',
  '/api/cleaners/{userId}/availability/occurrences',
] as const;
/** `POST /api/cleaners/me/calendar/google/connect` */
export const availabilityStartGoogleCalendarConnect = [
  '/api/calendar/{feedToken}.ics',
  '/api/cleaners/me/availability',
  '/api/cleaners/me/calendar',
  '/api/cleaners/me/calendar/google',
  '/api/cleaners/{userId}/availability/occurrences',
] as const;
/** `POST /api/cleaners/me/calendar/google/sync` */
export const availabilitySyncGoogleCalendar = [
  '/api/calendar/{feedToken}.ics',
  '/api/cleaners/me/availability',
  '/api/cleaners/me/calendar',
  '/api/cleaners/me/calendar/google',
  '/api/cleaners/{userId}/availability/occurrences',
] as const;
/** `POST /api/bookings/{bookingId}/accept` */
export const bookingsAccept = [
  '/api/bookings',
  '/api/bookings/{bookingId}',
  '/api/bookings/{bookingId}/invoice',
  '/api/bookings/{bookingId}/photos',
  '/api/bookings/{bookingId}/photos/{photoId}',
] as const;
/** `POST /api/bookings/{bookingId}/photos` */
export const bookingsAddPhoto = [
  '/api/bookings',
  '/api/bookings/{bookingId}',
  '/api/bookings/{bookingId}/invoice',
  '/api/bookings/{bookingId}/photos',
  '/api/bookings/{bookingId}/photos/{photoId}',
] as const;
/** `POST /api/bookings/{bookingId}/cancel` */
export const bookingsCancel = [
  '/api/bookings',
  '/api/bookings/{bookingId}',
  '/api/bookings/{bookingId}/invoice',
  '/api/bookings/{bookingId}/photos',
  '/api/bookings/{bookingId}/photos/{photoId}',
] as const;
/** `POST /api/bookings` */
export const bookingsCreate = [
  '/api/bookings',
  '/api/bookings/{bookingId}',
  '/api/bookings/{bookingId}/balance-payment',
  '/api/bookings/{bookingId}/invoice',
  '/api/bookings/{bookingId}/photos',
  '/api/bookings/{bookingId}/photos/{photoId}',
  '/api/bookings/{bookingId}/review',
] as const;
/** `POST /api/bookings/{bookingId}/decline` */
export const bookingsDecline = [
  '/api/bookings',
  '/api/bookings/{bookingId}',
  '/api/bookings/{bookingId}/invoice',
  '/api/bookings/{bookingId}/photos',
  '/api/bookings/{bookingId}/photos/{photoId}',
] as const;
/** `POST /api/bookings/{bookingId}/decline-by-client` */
export const bookingsDeclineByClient = [
  '/api/bookings',
  '/api/bookings/{bookingId}',
  '/api/bookings/{bookingId}/invoice',
  '/api/bookings/{bookingId}/photos',
  '/api/bookings/{bookingId}/photos/{photoId}',
] as const;
/** `DELETE /api/bookings/{bookingId}/photos/{photoId}` */
export const bookingsDeletePhoto = [
  '/api/bookings',
  '/api/bookings/{bookingId}',
  '/api/bookings/{bookingId}/invoice',
  '/api/bookings/{bookingId}/photos',
  '/api/bookings/{bookingId}/photos/{photoId}',
] as const;
/** `POST /api/bookings/{bookingId}/postpone` */
export const bookingsPostpone = [
  '/api/bookings',
  '/api/bookings/{bookingId}',
  '/api/bookings/{bookingId}/invoice',
  '/api/bookings/{bookingId}/photos',
  '/api/bookings/{bookingId}/photos/{photoId}',
] as const;
/** `POST /api/bookings/{bookingId}/punch-in` */
export const bookingsPunchIn = [
  '/api/bookings',
  '/api/bookings/{bookingId}',
  '/api/bookings/{bookingId}/invoice',
  '/api/bookings/{bookingId}/photos',
  '/api/bookings/{bookingId}/photos/{photoId}',
] as const;
/** `POST /api/bookings/{bookingId}/punch-out` */
export const bookingsPunchOut = [
  '/api/bookings',
  '/api/bookings/{bookingId}',
  '/api/bookings/{bookingId}/invoice',
  '/api/bookings/{bookingId}/photos',
  '/api/bookings/{bookingId}/photos/{photoId}',
] as const;
/** `POST /api/bookings/quote` */
export const bookingsQuote = [] as const;
/** `POST /api/bookings/{bookingId}/checklist/submit` */
export const bookingsSubmitChecklist = [
  '/api/bookings',
  '/api/bookings/{bookingId}',
  '/api/bookings/{bookingId}/invoice',
  '/api/bookings/{bookingId}/photos',
  '/api/bookings/{bookingId}/photos/{photoId}',
] as const;
/** `PUT /api/bookings/{bookingId}/checklist` */
export const bookingsUpdateChecklist = [
  '/api/bookings',
  '/api/bookings/{bookingId}',
  '/api/bookings/{bookingId}/invoice',
  '/api/bookings/{bookingId}/photos',
  '/api/bookings/{bookingId}/photos/{photoId}',
] as const;
/** `POST /api/cleaners/me/gallery` */
export const cleanersAddGalleryPhoto = [
  '/api/cleaners/me/gallery',
  '/api/cleaners/me/onboarding',
  '/api/cleaners/me/profile',
  '/api/cleaners/me/todos',
  '/api/cleaners/{slug}',
  '/api/gallery-photos/{photoId}',
] as const;
/** `DELETE /api/cleaners/me/gallery/{photoId}` */
export const cleanersDeleteGalleryPhoto = [
  '/api/cleaners/me/gallery',
  '/api/cleaners/me/onboarding',
  '/api/cleaners/me/profile',
  '/api/cleaners/me/todos',
  '/api/cleaners/{slug}',
  '/api/gallery-photos/{photoId}',
] as const;
/** `PATCH /api/cleaners/me/gallery/{photoId}` */
export const cleanersUpdateGalleryPhoto = [
  '/api/cleaners/me/gallery',
  '/api/cleaners/me/onboarding',
  '/api/cleaners/me/profile',
  '/api/cleaners/me/todos',
  '/api/cleaners/{slug}',
  '/api/gallery-photos/{photoId}',
] as const;
/** `PATCH /api/cleaners/me/profile` */
export const cleanersUpdateMyProfile = [
  '/api/cleaners/me/gallery',
  '/api/cleaners/me/onboarding',
  '/api/cleaners/me/profile',
  '/api/cleaners/me/todos',
  '/api/cleaners/{slug}',
  '/api/gallery-photos/{photoId}',
] as const;
/** `POST /api/clients/me/onboarding/welcome` */
export const clientsCompleteWelcome = [
  '/api/clients/me/onboarding',
  '/api/properties',
  '/api/properties/address-suggestions',
  '/api/properties/{propertyId}',
] as const;
/** `POST /api/discount-popup/claims` */
export const growthClaimDiscountCode = [
  '/api/admin/blog/posts',
  '/api/admin/commercial-referrals',
  '/api/admin/contact-messages',
  '/api/admin/faq',
  '/api/blog/posts',
  '/api/blog/posts/{slug}',
  '/api/cleaners/me/todos',
  '/api/faq',
  '/api/gallery',
  '/api/gallery/{itemId}/{side}',
  '/api/pricing-terms',
  '/api/version',
] as const;
/** `POST /api/newsletter/confirmation` */
export const growthConfirmNewsletter = [
  '/api/admin/blog/posts',
  '/api/admin/commercial-referrals',
  '/api/admin/contact-messages',
  '/api/admin/faq',
  '/api/blog/posts',
  '/api/blog/posts/{slug}',
  '/api/cleaners/me/todos',
  '/api/faq',
  '/api/gallery',
  '/api/gallery/{itemId}/{side}',
  '/api/pricing-terms',
  '/api/version',
] as const;
/** `POST /api/admin/blog/posts` */
export const growthCreateBlogPost = [
  '/api/admin/blog/posts',
  '/api/admin/commercial-referrals',
  '/api/admin/contact-messages',
  '/api/admin/faq',
  '/api/blog/posts',
  '/api/blog/posts/{slug}',
  '/api/cleaners/me/todos',
  '/api/faq',
  '/api/gallery',
  '/api/gallery/{itemId}/{side}',
  '/api/pricing-terms',
  '/api/version',
] as const;
/** `POST /api/admin/faq` */
export const growthCreateFaqEntry = [
  '/api/admin/blog/posts',
  '/api/admin/commercial-referrals',
  '/api/admin/contact-messages',
  '/api/admin/faq',
  '/api/blog/posts',
  '/api/blog/posts/{slug}',
  '/api/cleaners/me/todos',
  '/api/faq',
  '/api/gallery',
  '/api/gallery/{itemId}/{side}',
  '/api/pricing-terms',
  '/api/version',
] as const;
/** `POST /api/cleaners/me/todos` */
export const growthCreateTodo = [
  '/api/admin/blog/posts',
  '/api/admin/commercial-referrals',
  '/api/admin/contact-messages',
  '/api/admin/faq',
  '/api/blog/posts',
  '/api/blog/posts/{slug}',
  '/api/cleaners/me/gallery',
  '/api/cleaners/me/onboarding',
  '/api/cleaners/me/profile',
  '/api/cleaners/me/todos',
  '/api/cleaners/{slug}',
  '/api/faq',
  '/api/gallery',
  '/api/gallery-photos/{photoId}',
  '/api/gallery/{itemId}/{side}',
  '/api/pricing-terms',
  '/api/version',
] as const;
/** `DELETE /api/admin/blog/posts/{postId}` */
export const growthDeleteBlogPost = [
  '/api/admin/blog/posts',
  '/api/admin/commercial-referrals',
  '/api/admin/contact-messages',
  '/api/admin/faq',
  '/api/blog/posts',
  '/api/blog/posts/{slug}',
  '/api/cleaners/me/todos',
  '/api/faq',
  '/api/gallery',
  '/api/gallery/{itemId}/{side}',
  '/api/pricing-terms',
  '/api/version',
] as const;
/** `DELETE /api/admin/faq/{entryId}` */
export const growthDeleteFaqEntry = [
  '/api/admin/blog/posts',
  '/api/admin/commercial-referrals',
  '/api/admin/contact-messages',
  '/api/admin/faq',
  '/api/blog/posts',
  '/api/blog/posts/{slug}',
  '/api/cleaners/me/todos',
  '/api/faq',
  '/api/gallery',
  '/api/gallery/{itemId}/{side}',
  '/api/pricing-terms',
  '/api/version',
] as const;
/** `DELETE /api/cleaners/me/todos/{todoId}` */
export const growthDeleteTodo = [
  '/api/admin/blog/posts',
  '/api/admin/commercial-referrals',
  '/api/admin/contact-messages',
  '/api/admin/faq',
  '/api/blog/posts',
  '/api/blog/posts/{slug}',
  '/api/cleaners/me/gallery',
  '/api/cleaners/me/onboarding',
  '/api/cleaners/me/profile',
  '/api/cleaners/me/todos',
  '/api/cleaners/{slug}',
  '/api/faq',
  '/api/gallery',
  '/api/gallery-photos/{photoId}',
  '/api/gallery/{itemId}/{side}',
  '/api/pricing-terms',
  '/api/version',
] as const;
/** `POST /api/admin/gallery` */
export const growthPublishGalleryItem = [
  '/api/admin/blog/posts',
  '/api/admin/commercial-referrals',
  '/api/admin/contact-messages',
  '/api/admin/faq',
  '/api/blog/posts',
  '/api/blog/posts/{slug}',
  '/api/cleaners/me/todos',
  '/api/faq',
  '/api/gallery',
  '/api/gallery/{itemId}/{side}',
  '/api/pricing-terms',
  '/api/version',
] as const;
/** `POST /api/commercial-referrals` */
export const growthReferCommercialProperty = [
  '/api/admin/blog/posts',
  '/api/admin/commercial-referrals',
  '/api/admin/contact-messages',
  '/api/admin/faq',
  '/api/blog/posts',
  '/api/blog/posts/{slug}',
  '/api/cleaners/me/todos',
  '/api/faq',
  '/api/gallery',
  '/api/gallery/{itemId}/{side}',
  '/api/pricing-terms',
  '/api/version',
] as const;
/** `POST /api/contact-messages` */
export const growthSendContactMessage = [
  '/api/admin/blog/posts',
  '/api/admin/commercial-referrals',
  '/api/admin/contact-messages',
  '/api/admin/faq',
  '/api/blog/posts',
  '/api/blog/posts/{slug}',
  '/api/cleaners/me/todos',
  '/api/faq',
  '/api/gallery',
  '/api/gallery/{itemId}/{side}',
  '/api/pricing-terms',
  '/api/version',
] as const;
/** `POST /api/newsletter/subscriptions` */
export const growthSubscribeNewsletter = [
  '/api/admin/blog/posts',
  '/api/admin/commercial-referrals',
  '/api/admin/contact-messages',
  '/api/admin/faq',
  '/api/blog/posts',
  '/api/blog/posts/{slug}',
  '/api/cleaners/me/todos',
  '/api/faq',
  '/api/gallery',
  '/api/gallery/{itemId}/{side}',
  '/api/pricing-terms',
  '/api/version',
] as const;
/** `DELETE /api/admin/gallery/{itemId}` */
export const growthUnpublishGalleryItem = [
  '/api/admin/blog/posts',
  '/api/admin/commercial-referrals',
  '/api/admin/contact-messages',
  '/api/admin/faq',
  '/api/blog/posts',
  '/api/blog/posts/{slug}',
  '/api/cleaners/me/todos',
  '/api/faq',
  '/api/gallery',
  '/api/gallery/{itemId}/{side}',
  '/api/pricing-terms',
  '/api/version',
] as const;
/** `POST /api/newsletter/unsubscription` */
export const growthUnsubscribeNewsletter = [
  '/api/admin/blog/posts',
  '/api/admin/commercial-referrals',
  '/api/admin/contact-messages',
  '/api/admin/faq',
  '/api/blog/posts',
  '/api/blog/posts/{slug}',
  '/api/cleaners/me/todos',
  '/api/faq',
  '/api/gallery',
  '/api/gallery/{itemId}/{side}',
  '/api/pricing-terms',
  '/api/version',
] as const;
/** `PATCH /api/admin/blog/posts/{postId}` */
export const growthUpdateBlogPost = [
  '/api/admin/blog/posts',
  '/api/admin/commercial-referrals',
  '/api/admin/contact-messages',
  '/api/admin/faq',
  '/api/blog/posts',
  '/api/blog/posts/{slug}',
  '/api/cleaners/me/todos',
  '/api/faq',
  '/api/gallery',
  '/api/gallery/{itemId}/{side}',
  '/api/pricing-terms',
  '/api/version',
] as const;
/** `PATCH /api/admin/faq/{entryId}` */
export const growthUpdateFaqEntry = [
  '/api/admin/blog/posts',
  '/api/admin/commercial-referrals',
  '/api/admin/contact-messages',
  '/api/admin/faq',
  '/api/blog/posts',
  '/api/blog/posts/{slug}',
  '/api/cleaners/me/todos',
  '/api/faq',
  '/api/gallery',
  '/api/gallery/{itemId}/{side}',
  '/api/pricing-terms',
  '/api/version',
] as const;
/** `PATCH /api/cleaners/me/todos/{todoId}` */
export const growthUpdateTodo = [
  '/api/admin/blog/posts',
  '/api/admin/commercial-referrals',
  '/api/admin/contact-messages',
  '/api/admin/faq',
  '/api/blog/posts',
  '/api/blog/posts/{slug}',
  '/api/cleaners/me/gallery',
  '/api/cleaners/me/onboarding',
  '/api/cleaners/me/profile',
  '/api/cleaners/me/todos',
  '/api/cleaners/{slug}',
  '/api/faq',
  '/api/gallery',
  '/api/gallery-photos/{photoId}',
  '/api/gallery/{itemId}/{side}',
  '/api/pricing-terms',
  '/api/version',
] as const;
/** `POST /api/auth/socket-ticket` */
export const messagingCreateSocketTicket = [] as const;
/** `POST /api/messages/admin/{messageId}/read` */
export const messagingMarkAdminMessageRead = [
  '/api/admin/messages',
  '/api/admin/messages/recipients',
  '/api/admin/messages/stats',
  '/api/conversations',
  '/api/conversations/{bookingId}',
  '/api/conversations/{bookingId}/messages',
  '/api/messages/admin',
  '/api/messages/unread',
] as const;
/** `POST /api/conversations/{bookingId}/read` */
export const messagingMarkRead = [
  '/api/admin/messages',
  '/api/admin/messages/recipients',
  '/api/admin/messages/stats',
  '/api/conversations',
  '/api/conversations/{bookingId}',
  '/api/conversations/{bookingId}/messages',
  '/api/messages/admin',
  '/api/messages/unread',
] as const;
/** `POST /api/admin/messages` */
export const messagingSendAdminMessage = [
  '/api/admin/messages',
  '/api/admin/messages/recipients',
  '/api/admin/messages/stats',
  '/api/conversations',
  '/api/conversations/{bookingId}',
  '/api/conversations/{bookingId}/messages',
  '/api/messages/admin',
  '/api/messages/unread',
] as const;
/** `POST /api/conversations/{bookingId}/messages` */
export const messagingSendMessage = [
  '/api/admin/messages',
  '/api/admin/messages/recipients',
  '/api/admin/messages/stats',
  '/api/conversations',
  '/api/conversations/{bookingId}',
  '/api/conversations/{bookingId}/messages',
  '/api/messages/admin',
  '/api/messages/unread',
] as const;
/** `POST /api/admin/partners` */
export const partnersCreate = [
  '/api/admin/partners',
  '/api/admin/partners/{partnerId}',
  '/api/admin/partners/{partnerId}/api-keys',
  '/api/admin/partners/{partnerId}/webhook-deliveries',
  '/api/admin/partners/{partnerId}/webhook-endpoints',
] as const;
/** `POST /api/partners/me/api-keys` */
export const partnersCreateApiKey = [
  '/api/partners/embed-check',
  '/api/partners/me',
  '/api/partners/me/api-keys',
  '/api/partners/me/webhook-deliveries',
  '/api/partners/me/webhook-endpoints',
] as const;
/** `POST /api/admin/partners/{partnerId}/api-keys` */
export const partnersCreatePartnerApiKey = [
  '/api/admin/partners',
  '/api/admin/partners/{partnerId}',
  '/api/admin/partners/{partnerId}/api-keys',
] as const;
/** `POST /api/admin/partners/{partnerId}/webhook-endpoints` */
export const partnersCreatePartnerWebhookEndpoint = [
  '/api/admin/partners',
  '/api/admin/partners/{partnerId}',
  '/api/admin/partners/{partnerId}/webhook-endpoints',
] as const;
/** `POST /api/partners/me/webhook-endpoints` */
export const partnersCreateWebhookEndpoint = [
  '/api/partners/embed-check',
  '/api/partners/me',
  '/api/partners/me/api-keys',
  '/api/partners/me/webhook-deliveries',
  '/api/partners/me/webhook-endpoints',
] as const;
/** `DELETE /api/admin/partners/{partnerId}/webhook-endpoints/{endpointId}` */
export const partnersDeletePartnerWebhookEndpoint = [
  '/api/admin/partners',
  '/api/admin/partners/{partnerId}',
  '/api/admin/partners/{partnerId}/webhook-endpoints',
] as const;
/** `DELETE /api/partners/me/webhook-endpoints/{endpointId}` */
export const partnersDeleteWebhookEndpoint = [
  '/api/partners/embed-check',
  '/api/partners/me',
  '/api/partners/me/api-keys',
  '/api/partners/me/webhook-deliveries',
  '/api/partners/me/webhook-endpoints',
] as const;
/** `POST /api/admin/partners/{partnerId}/webhook-deliveries/{deliveryId}/redeliver` */
export const partnersRedeliverWebhook = [
  '/api/admin/partners',
  '/api/admin/partners/{partnerId}',
  '/api/admin/partners/{partnerId}/webhook-deliveries',
] as const;
/** `DELETE /api/partners/me/api-keys/{keyId}` */
export const partnersRevokeApiKey = [
  '/api/partners/embed-check',
  '/api/partners/me',
  '/api/partners/me/api-keys',
  '/api/partners/me/webhook-deliveries',
  '/api/partners/me/webhook-endpoints',
] as const;
/** `DELETE /api/admin/partners/{partnerId}/api-keys/{keyId}` */
export const partnersRevokePartnerApiKey = [
  '/api/admin/partners',
  '/api/admin/partners/{partnerId}',
  '/api/admin/partners/{partnerId}/api-keys',
] as const;
/** `POST /api/admin/partners/{partnerId}/api-keys/{keyId}/rotate` */
export const partnersRotateApiKey = [
  '/api/admin/partners',
  '/api/admin/partners/{partnerId}',
  '/api/admin/partners/{partnerId}/api-keys',
] as const;
/** `PATCH /api/admin/partners/{partnerId}/api-keys/{keyId}` */
export const partnersUpdatePartnerApiKey = [
  '/api/admin/partners',
  '/api/admin/partners/{partnerId}',
  '/api/admin/partners/{partnerId}/api-keys',
] as const;
/** `POST /api/bookings/{bookingId}/balance-payment` */
export const paymentsPayBalance = [
  '/api/bookings',
  '/api/bookings/{bookingId}',
  '/api/bookings/{bookingId}/balance-payment',
  '/api/cleaners/me/payouts',
  '/api/cleaners/me/payouts/connect',
  '/api/payments/config',
] as const;
/** `POST /api/payments/webhook` */
export const paymentsReceiveWebhook = [
  '/api/bookings/{bookingId}/balance-payment',
  '/api/cleaners/me/payouts',
  '/api/cleaners/me/payouts/connect',
  '/api/payments/config',
] as const;
/** `POST /api/admin/payments/reconciliation` */
export const paymentsReconcile = [] as const;
/** `POST /api/cleaners/me/payouts/instant` */
export const paymentsRequestInstantPayout = [
  '/api/bookings/{bookingId}/balance-payment',
  '/api/cleaners/me/payouts',
  '/api/cleaners/me/payouts/connect',
  '/api/payments/config',
] as const;
/** `POST /api/admin/payouts/{payoutId}/retry` */
export const paymentsRetryPayout = [
  '/api/admin/payouts',
] as const;
/** `POST /api/admin/payouts/weekly-run` */
export const paymentsRunWeeklyPayouts = [
  '/api/admin/payouts',
  '/api/admin/payouts/weekly-run/preview',
] as const;
/** `POST /api/cleaners/me/payouts/connect` */
export const paymentsStartConnectOnboarding = [
  '/api/bookings/{bookingId}/balance-payment',
  '/api/cleaners/me/payouts',
  '/api/cleaners/me/payouts/connect',
  '/api/payments/config',
] as const;
/** `POST /api/properties` */
export const propertiesCreate = [
  '/api/clients/me/onboarding',
  '/api/properties',
  '/api/properties/address-suggestions',
  '/api/properties/{propertyId}',
] as const;
/** `DELETE /api/properties/{propertyId}` */
export const propertiesDelete = [
  '/api/clients/me/onboarding',
  '/api/properties',
  '/api/properties/address-suggestions',
  '/api/properties/{propertyId}',
] as const;
/** `PATCH /api/properties/{propertyId}` */
export const propertiesUpdate = [
  '/api/clients/me/onboarding',
  '/api/properties',
  '/api/properties/address-suggestions',
  '/api/properties/{propertyId}',
] as const;
/** `POST /api/bookings/{bookingId}/review` */
export const reviewsCreate = [
  '/api/admin/reviews',
  '/api/bookings',
  '/api/bookings/{bookingId}',
  '/api/bookings/{bookingId}/review',
  '/api/cleaners/{slug}/reviews',
  '/api/reviews/mine',
] as const;
/** `POST /api/admin/reviews/{reviewId}/hide` */
export const reviewsHide = [
  '/api/admin/reviews',
  '/api/bookings/{bookingId}/review',
  '/api/cleaners/{slug}/reviews',
  '/api/reviews/mine',
] as const;
/** `POST /api/reviews/{reviewId}/reply` */
export const reviewsReply = [
  '/api/admin/reviews',
  '/api/bookings/{bookingId}/review',
  '/api/cleaners/{slug}/reviews',
  '/api/reviews/mine',
] as const;
/** `POST /api/admin/reviews/{reviewId}/restore` */
export const reviewsRestore = [
  '/api/admin/reviews',
  '/api/bookings/{bookingId}/review',
  '/api/cleaners/{slug}/reviews',
  '/api/reviews/mine',
] as const;
/** `POST /api/cleaners/{cleanerId}/feedback` */
export const searchGiveFeedback = [
  '/api/cleaners/{slug}',
  '/api/search/cleaners',
] as const;
/** `DELETE /api/users/me` */
export const usersDeleteMe = '*' as const;
/** `PATCH /api/users/me` */
export const usersUpdateMe = [
  '/api/users/me',
  '/api/users/{userId}/avatar',
] as const;
/** `PUT /api/users/me/avatar` */
export const usersUploadAvatar = [
  '/api/cleaners/me/onboarding',
  '/api/cleaners/me/profile',
  '/api/users/me',
  '/api/users/{userId}/avatar',
] as const;
/** `POST /api/admin/verification/documents/{documentId}/decision` */
export const verificationDecideDocument = [
  '/api/admin/verification/documents',
  '/api/admin/verification/documents/{documentId}',
  '/api/cleaners/me/documents',
  '/api/verification/documents/{documentId}/file',
] as const;
/** `DELETE /api/cleaners/me/documents/{documentId}` */
export const verificationDeleteDocument = [
  '/api/admin/verification/documents',
  '/api/admin/verification/documents/{documentId}',
  '/api/cleaners/me/documents',
  '/api/cleaners/me/onboarding',
  '/api/verification/documents/{documentId}/file',
] as const;
/** `POST /api/cleaners/me/documents` */
export const verificationUploadDocument = [
  '/api/admin/verification/documents',
  '/api/admin/verification/documents/{documentId}',
  '/api/cleaners/me/documents',
  '/api/cleaners/me/onboarding',
  '/api/verification/documents/{documentId}/file',
] as const;

/** The whole map, by operationId. */
export const invalidations = {
  'admin.reactivateUser': adminReactivateUser,
  'admin.suspendUser': adminSuspendUser,
  'analytics.ingestEvents': analyticsIngestEvents,
  'auth.createEmbedAuthorization': authCreateEmbedAuthorization,
  'auth.deletePasskey': authDeletePasskey,
  'auth.exchangeEmbedCode': authExchangeEmbedCode,
  'auth.finishPasskeyLogin': authFinishPasskeyLogin,
  'auth.finishPasskeyRegistration': authFinishPasskeyRegistration,
  'auth.forgotPassword': authForgotPassword,
  'auth.login': authLogin,
  'auth.logout': authLogout,
  'auth.register': authRegister,
  'auth.resetPassword': authResetPassword,
  'auth.selectRole': authSelectRole,
  'auth.signIn': authSignIn,
  'auth.signOut': authSignOut,
  'auth.signup': authSignup,
  'auth.startPasskeyLogin': authStartPasskeyLogin,
  'auth.startPasskeyRegistration': authStartPasskeyRegistration,
  'availability.addException': availabilityAddException,
  'availability.completeGoogleCalendarConnect': availabilityCompleteGoogleCalendarConnect,
  'availability.createBlock': availabilityCreateBlock,
  'availability.deleteBlock': availabilityDeleteBlock,
  'availability.disconnectGoogleCalendar': availabilityDisconnectGoogleCalendar,
  'availability.importBusyTimes': availabilityImportBusyTimes,
  'availability.rotateCalendarFeed': availabilityRotateCalendarFeed,
  'availability.setWeeklyTemplate': availabilitySetWeeklyTemplate,
  'availability.startGoogleCalendarConnect': availabilityStartGoogleCalendarConnect,
  'availability.syncGoogleCalendar': availabilitySyncGoogleCalendar,
  'bookings.accept': bookingsAccept,
  'bookings.addPhoto': bookingsAddPhoto,
  'bookings.cancel': bookingsCancel,
  'bookings.create': bookingsCreate,
  'bookings.decline': bookingsDecline,
  'bookings.declineByClient': bookingsDeclineByClient,
  'bookings.deletePhoto': bookingsDeletePhoto,
  'bookings.postpone': bookingsPostpone,
  'bookings.punchIn': bookingsPunchIn,
  'bookings.punchOut': bookingsPunchOut,
  'bookings.quote': bookingsQuote,
  'bookings.submitChecklist': bookingsSubmitChecklist,
  'bookings.updateChecklist': bookingsUpdateChecklist,
  'cleaners.addGalleryPhoto': cleanersAddGalleryPhoto,
  'cleaners.deleteGalleryPhoto': cleanersDeleteGalleryPhoto,
  'cleaners.updateGalleryPhoto': cleanersUpdateGalleryPhoto,
  'cleaners.updateMyProfile': cleanersUpdateMyProfile,
  'clients.completeWelcome': clientsCompleteWelcome,
  'growth.claimDiscountCode': growthClaimDiscountCode,
  'growth.confirmNewsletter': growthConfirmNewsletter,
  'growth.createBlogPost': growthCreateBlogPost,
  'growth.createFaqEntry': growthCreateFaqEntry,
  'growth.createTodo': growthCreateTodo,
  'growth.deleteBlogPost': growthDeleteBlogPost,
  'growth.deleteFaqEntry': growthDeleteFaqEntry,
  'growth.deleteTodo': growthDeleteTodo,
  'growth.publishGalleryItem': growthPublishGalleryItem,
  'growth.referCommercialProperty': growthReferCommercialProperty,
  'growth.sendContactMessage': growthSendContactMessage,
  'growth.subscribeNewsletter': growthSubscribeNewsletter,
  'growth.unpublishGalleryItem': growthUnpublishGalleryItem,
  'growth.unsubscribeNewsletter': growthUnsubscribeNewsletter,
  'growth.updateBlogPost': growthUpdateBlogPost,
  'growth.updateFaqEntry': growthUpdateFaqEntry,
  'growth.updateTodo': growthUpdateTodo,
  'messaging.createSocketTicket': messagingCreateSocketTicket,
  'messaging.markAdminMessageRead': messagingMarkAdminMessageRead,
  'messaging.markRead': messagingMarkRead,
  'messaging.sendAdminMessage': messagingSendAdminMessage,
  'messaging.sendMessage': messagingSendMessage,
  'partners.create': partnersCreate,
  'partners.createApiKey': partnersCreateApiKey,
  'partners.createPartnerApiKey': partnersCreatePartnerApiKey,
  'partners.createPartnerWebhookEndpoint': partnersCreatePartnerWebhookEndpoint,
  'partners.createWebhookEndpoint': partnersCreateWebhookEndpoint,
  'partners.deletePartnerWebhookEndpoint': partnersDeletePartnerWebhookEndpoint,
  'partners.deleteWebhookEndpoint': partnersDeleteWebhookEndpoint,
  'partners.redeliverWebhook': partnersRedeliverWebhook,
  'partners.revokeApiKey': partnersRevokeApiKey,
  'partners.revokePartnerApiKey': partnersRevokePartnerApiKey,
  'partners.rotateApiKey': partnersRotateApiKey,
  'partners.updatePartnerApiKey': partnersUpdatePartnerApiKey,
  'payments.payBalance': paymentsPayBalance,
  'payments.receiveWebhook': paymentsReceiveWebhook,
  'payments.reconcile': paymentsReconcile,
  'payments.requestInstantPayout': paymentsRequestInstantPayout,
  'payments.retryPayout': paymentsRetryPayout,
  'payments.runWeeklyPayouts': paymentsRunWeeklyPayouts,
  'payments.startConnectOnboarding': paymentsStartConnectOnboarding,
  'properties.create': propertiesCreate,
  'properties.delete': propertiesDelete,
  'properties.update': propertiesUpdate,
  'reviews.create': reviewsCreate,
  'reviews.hide': reviewsHide,
  'reviews.reply': reviewsReply,
  'reviews.restore': reviewsRestore,
  'search.giveFeedback': searchGiveFeedback,
  'users.deleteMe': usersDeleteMe,
  'users.updateMe': usersUpdateMe,
  'users.uploadAvatar': usersUploadAvatar,
  'verification.decideDocument': verificationDecideDocument,
  'verification.deleteDocument': verificationDeleteDocument,
  'verification.uploadDocument': verificationUploadDocument,
} as const satisfies Record<string, '*' | readonly string[]>;

export type WriteOperationId = keyof typeof invalidations;
