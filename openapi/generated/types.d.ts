// Generated from openapi.json by scripts/generate.ts. Do not edit.

export interface paths {
    "/api/admin/analytics/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Visits, sign-ups, bookings, conversion and errors per day
         * @description From the daily counts, for the admin dashboards. Without `from` and `to`, the last 30 days
         *     up to today. At most 366 days, `from` not after `to` (`analytics_range_invalid`).
         */
        get: operations["analytics.getReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/blog/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every blog post, drafts included
         * @description Newest first (by creation), both languages.
         */
        get: operations["growth.listAllBlogPosts"];
        put?: never;
        /**
         * Write a blog post
         * @description The slug is unique (`blog_slug_taken`).
         */
        post: operations["growth.createBlogPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/blog/posts/{postId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a blog post */
        delete: operations["growth.deleteBlogPost"];
        options?: never;
        head?: never;
        /** Change, publish or unpublish a blog post */
        patch: operations["growth.updateBlogPost"];
        trace?: never;
    };
    "/api/admin/cleaner-reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reported cleaners
         * @description Clients' reports about cleaners, newest first, for administrators to review.
         */
        get: operations["search.listReports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/cleaners/{cleanerId}/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One cleaner's analytics
         * @description Bookings, revenue, completion rate, response time and, once reviews exist, the rating trend. `user_not_found` when the id is not a cleaner's.
         */
        get: operations["admin.getCleanerAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/commercial-referrals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Commercial-property leads, newest first. */
        get: operations["growth.listCommercialReferrals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contact-messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Contact-form messages, newest first. */
        get: operations["growth.listContactMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Dashboard figures
         * @description Users, bookings, money booked and completed, verification work, growth and traffic, for the admin home page.
         */
        get: operations["admin.getDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/faq": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every FAQ entry, unpublished ones included */
        get: operations["growth.listAllFaq"];
        put?: never;
        /** Add an FAQ entry */
        post: operations["growth.createFaqEntry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/faq/{entryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete an FAQ entry */
        delete: operations["growth.deleteFaqEntry"];
        options?: never;
        head?: never;
        /** Change an FAQ entry */
        patch: operations["growth.updateFaqEntry"];
        trace?: never;
    };
    "/api/admin/gallery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish a before/after pair in the gallery
         * @description A before photo and an after photo of the same room of one completed booking whose client
         *     allowed photos (`gallery_pair_invalid` otherwise, `gallery_photo_not_found` for an unknown
         *     photo). A pair is published once (`gallery_item_exists`).
         */
        post: operations["growth.publishGalleryItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/gallery/{itemId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Take a pair out of the gallery
         * @description The booking's photos stay with the booking.
         */
        delete: operations["growth.unpublishGalleryItem"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * System health
         * @description Database, job queue, Redis, mail outbox, payment provider and error rates, checked now (each probe times out after 2 s). Always 200: the body says what is down.
         */
        get: operations["admin.getSystemHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/ledger/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ledger totals and balance check
         * @description The balance of each kind of ledger account and whether the whole ledger balances, for
         *     administrators watching the money the platform holds.
         */
        get: operations["payments.getLedgerSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/mail-outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sent and pending mail
         * @description Every mail the platform produced, newest first. Without SMTP configured this is where mail
         *     goes, so an operator can read password-reset links on a development install.
         */
        get: operations["admin.listMailOutbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/marketing/discount-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Discount codes handed out
         * @description Newest first.
         */
        get: operations["admin.listDiscountCodes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/marketing/newsletter-subscribers.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Newsletter subscribers as CSV
         * @description UTF-8 CSV with a header row (email, language, status, termsAcceptedAt, confirmedAt,
         *     unsubscribedAt), oldest first. Confirmed addresses only unless `status` says otherwise
         *     (`all` for every row). Cells that a spreadsheet would run as a formula are prefixed with `'`.
         */
        get: operations["admin.exportNewsletterSubscribers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Messages sent by the administrators
         * @description The history of messages the administrators sent, newest first; `userId` keeps one recipient's.
         */
        get: operations["messaging.listAdminMessages"];
        put?: never;
        /**
         * Message a user
         * @description An administrator writes to any user (client, cleaner or an account without a role yet), with
         *     an optional subject. The user gets ADMIN_MESSAGE_SENT and ADMIN_UNREAD_COUNT_UPDATE on their
         *     sockets, and an email as their email frequency says.
         */
        post: operations["messaging.sendAdminMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/messages/recipients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search users to message
         * @description Users whose name, username or email contains `q` (at least 2 characters), clients and
         *     cleaners and accounts without a role; administrators and deleted accounts are left out.
         *     At most `limit` of them, by name.
         */
        get: operations["messaging.searchRecipients"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/messages/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Messaging statistics
         * @description Counts of administrator messages (sent, read, unread), conversations and messages.
         */
        get: operations["messaging.getAdminMessageStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/partners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Partners (admin)
         * @description Every partner, newest first.
         */
        get: operations["partners.list"];
        put?: never;
        /**
         * Add a partner (admin)
         * @description Adds a partner and makes its first secret key, answered once (`secretKey.secret`): the
         *     partner then manages its keys and webhook endpoints itself with it.
         */
        post: operations["partners.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/partners/{partnerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A partner (admin)
         * @description One partner, for the page where an admin manages its keys and webhooks.
         */
        get: operations["partners.getPartner"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/partners/{partnerId}/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A partner's API keys (admin)
         * @description What `partners.listApiKeys` answers the partner, for an admin; never the secrets.
         */
        get: operations["partners.listPartnerApiKeys"];
        put?: never;
        /**
         * Make a partner's API key (admin)
         * @description `partners.createApiKey` done by an admin for the partner (a publishable key for its site,
         *     with the allowed origins; or a secret key for its servers). The `secret` is answered this
         *     once and never again.
         */
        post: operations["partners.createPartnerApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/partners/{partnerId}/api-keys/{keyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke a partner's API key (admin)
         * @description `partners.revokeApiKey` done by an admin: the key stops working at once (a call with it
         *     answers 401 `partner_api_key_invalid`). Revoking a revoked key answers it unchanged.
         */
        delete: operations["partners.revokePartnerApiKey"];
        options?: never;
        head?: never;
        /**
         * Change a publishable key's allowed origins (admin)
         * @description Replaces the origins whose pages may use a live publishable key; the change holds at once
         *     for the embed check and the key's calls, and within 30 seconds for browsers' CORS
         *     preflights. Each origin is `scheme://host[:port]` (`https://`, `http://` only for
         *     localhost), refused one by one as `origin_invalid` at `/allowedOrigins/<i>`. A secret
         *     key has no origins (`publishable_key_origins_required`); a revoked key is not changed
         *     (`partner_api_key_revoked`, 409).
         */
        patch: operations["partners.updatePartnerApiKey"];
        trace?: never;
    };
    "/api/admin/partners/{partnerId}/api-keys/{keyId}/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace a partner's API key (admin)
         * @description Makes a new key of the same kind, name and allowed origins and revokes the old one, in one
         *     transaction: both happen or neither. No grace period: an admin rotates a key because it
         *     leaked or may have, and a leaked key must stop at once (a partner wanting an overlap makes
         *     a second key itself, switches, then revokes the old one). The new `secret` is answered this
         *     once. A revoked key cannot be rotated (`partner_api_key_revoked`, 409).
         */
        post: operations["partners.rotateApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/partners/{partnerId}/webhook-deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A partner's webhook delivery log (admin)
         * @description What `partners.listWebhookDeliveries` answers the partner, for an admin: every delivery
         *     with its attempts, newest first, cursor paginated; redeliveries are deliveries too.
         */
        get: operations["partners.listPartnerWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/partners/{partnerId}/webhook-deliveries/{deliveryId}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a webhook delivery's event again (admin)
         * @description A new delivery of the same event (the same frozen payload and `Propre-Event-Id`, so the
         *     receiver can de-duplicate it) to the same endpoint, signed at send time and queued on the
         *     delivery worker with the usual retries; the old delivery stays as it was. Once per
         *     `Idempotency-Key` (one per click: a double click or a retried request answers the same new
         *     delivery). The endpoint must still be enabled (`webhook_endpoint_disabled`, 409).
         */
        post: operations["partners.redeliverWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/partners/{partnerId}/webhook-endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A partner's webhook endpoints (admin) */
        get: operations["partners.listPartnerWebhookEndpoints"];
        put?: never;
        /**
         * Register a partner's webhook endpoint (admin)
         * @description `partners.createWebhookEndpoint` done by an admin for the partner, with the same URL rules
         *     (`webhook_url_not_allowed`) and limit. The signing secret is answered this once.
         */
        post: operations["partners.createPartnerWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/partners/{partnerId}/webhook-endpoints/{endpointId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a partner's webhook endpoint (admin)
         * @description `partners.deleteWebhookEndpoint` done by an admin: nothing more is sent to it, its
         *     deliveries waiting for a retry are given up; its log stays.
         */
        delete: operations["partners.deletePartnerWebhookEndpoint"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payments/reconciliation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reconcile the ledger with the provider (admin)
         * @description Compares the provider's payments of the last `days` days (default 7) with the ledger and reports differences; the same check runs daily as a job.
         */
        post: operations["payments.reconcile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Payouts (admin)
         * @description Every payout, newest first; `status=failed` lists those to retry.
         */
        get: operations["payments.listPayouts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payouts/{payoutId}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Retry a failed payout (admin) */
        post: operations["payments.retryPayout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payouts/weekly-run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run the weekly payouts now (admin)
         * @description What Friday's scheduled run does (Fridays 9:00, America/Toronto), started by an administrator:
         *     one payout per cleaner with an active payout account and something owed for work settled up to
         *     the end of `through` (America/Toronto; by default last Sunday, the previous week, as Friday's
         *     run). It pays once per cleaner and ISO week of `through`: a repeat, or Friday's run for a week
         *     already paid, pays nothing more (work settled later is paid by the next week's run).
         */
        post: operations["payments.runWeeklyPayouts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payouts/weekly-run/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Preview the weekly payouts (admin)
         * @description Who the weekly run would pay, and how much, if it ran now with the same `through` and
         *     `cleanerId`: computed by the run's own code, so the preview and the run cannot disagree (a
         *     payment settled between the two is paid by the run, as it would be by Friday's). Nothing moves.
         */
        get: operations["payments.previewWeeklyPayouts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/profile-reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Cleaner profiles awaiting review
         * @description Cleaners with verification documents pending, oldest waiting first, with their profile and verification status. Decisions are made per document with `verification.decideDocument`.
         */
        get: operations["admin.listProfileReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/referrals/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Referral programme figures
         * @description How many accounts signed up with a code, by role; rewards by kind and status; what the
         *     programme cost (ledger account platform:referrals); the ten most active referrers.
         */
        get: operations["referrals.getStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every review, for moderation
         * @description Reviews of every cleaner, newest first, cursor paginated. `hidden=true` lists the hidden
         *     ones, `hidden=false` the visible ones; `cleanerId` keeps one cleaner's.
         */
        get: operations["reviews.listAll"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reviews/{reviewId}/hide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hide an abusive review
         * @description The review is kept, with who hid it, when and why, but leaves the cleaner's public profile,
         *     list and averages (rating, search scores) at once. Hiding a hidden review answers 409
         *     `review_already_hidden`.
         */
        post: operations["reviews.hide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reviews/{reviewId}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Show a hidden review again
         * @description Undoes a hide: the review is public again and counts in the averages. A review that is not
         *     hidden answers 409 `review_not_hidden`.
         */
        post: operations["reviews.restore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search users
         * @description Newest first, or by `sort`: `name`, `email` or `created`, a leading `-` for the reverse
         *     order (`-created` is the default, newest first); ties go by id. The cursor is the last
         *     row's id and keeps its order. `q` matches the name, username or email (case and accents ignored, at least
         *     2 characters); filters by role (`pending` = no role yet) and status.
         */
        get: operations["admin.listUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One user, with activity
         * @description Unknown ids answer `user_not_found`.
         */
        get: operations["admin.getUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{userId}/reactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reactivate a suspended user
         * @description The person can sign in again (earlier sessions stay revoked); recorded in the account's audit
         *     log in the same transaction. `user_not_suspended` when it was not suspended.
         */
        post: operations["admin.reactivateUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{userId}/suspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Suspend a user
         * @description Revokes every session of the account at once; signing in then answers `account_suspended`
         *     until an admin reactivates it. Recorded in the account's audit log (`admin.getUser`), in the
         *     same transaction. Admins cannot be suspended (`admin_not_suspendable`), nor an
         *     account already suspended (`user_already_suspended`) or deleted (`user_not_found`).
         */
        post: operations["admin.suspendUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/verification/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Verification documents to review
         * @description Documents of every cleaner, newest first, for the profile review screen. Filter by
         *     `status` (typically `pending`, the review queue) and by `type`; without a filter, every
         *     document.
         */
        get: operations["verification.listDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/verification/documents/{documentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One verification document */
        get: operations["verification.getDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/verification/documents/{documentId}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve or reject a verification document
         * @description Decides a pending document once: approving or rejecting it again is refused
         *     (`document_already_decided`). A rejection needs a reason of 10 to 500 characters, which the
         *     cleaner sees (`rejection_reason_required`). Answers the document and the cleaner's
         *     verification status as it now stands.
         */
        post: operations["verification.decideDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analytics/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send analytics events (page views, heartbeats, errors, custom events)
         * @description First-party analytics, signed in or not (a session only adds the caller's role). A batch
         *     holds 1 to 50 events and at most 64 KiB (413). The events are stored and counted per day
         *     (America/Toronto) in the same transaction. 120 batches a minute per IP (`rate_limited`).
         */
        post: operations["analytics.ingestEvents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/embed/authorizations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A one-time code for an embedded widget
         * @description Called by the sign-in window (`/embed/sign-in`, on the marketplace's own origin, where its
         *     cookies are first-party) once the person is signed in there: a code that the window posts to
         *     the partner's page, which exchanges it at `POST /api/auth/embed/token` with its verifier.
         *     The publishable key must be live and allow `redirectOrigin`. Limited per account (429).
         */
        post: operations["auth.createEmbedAuthorization"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/embed/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A widget's short-lived session for its one-time code
         * @description Called by the embedded widget on the partner's page with the code the sign-in window posted
         *     and the verifier of its challenge, its publishable key in `Propre-Publishable-Key` (the
         *     browser's `Origin` must be one the key allows). The code works once (any attempt uses it
         *     up), within 60 seconds, with the key and from the origin it was issued for. Answers a bearer
         *     token valid 15 minutes, never a cookie. Limited per caller (429).
         */
        post: operations["auth.exchangeEmbedCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for a password reset
         * @description Mails a single-use reset link, valid 1 hour, in the account's language. The answer is the
         *     same whether or not an account uses the email (same status, body and timing: the work
         *     happens in the background), so it cannot be used to discover accounts. Limited per IP address
         *     (an IPv6 address by its /64), then per email from one address (3 an hour, 429): a stranger
         *     cannot use up the owner's own requests. At most 10 mails go to one account an hour from all
         *     addresses together; past that the answer is still 202 and no mail goes, so nothing says so.
         */
        post: operations["auth.forgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in
         * @description Signs in with an email or username and the password. With `rememberMe` the session lasts
         *     30 days, otherwise 12 hours. Limited per IP address and per account (429).
         *     Same behaviour as auth.signIn (POST /api/login).
         */
        post: operations["auth.login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out
         * @description Revokes the current session (its token then gets 401) and clears the session cookies.
         *     Answers 200 even without a session, so a client can always clear its own state.
         *     Same behaviour as auth.signOut (POST /api/logout).
         */
        post: operations["auth.logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/passkeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My passkeys
         * @description The passkeys of the signed-in account, oldest first. Never another account's.
         */
        get: operations["auth.listPasskeys"];
        put?: never;
        /**
         * Add a passkey
         * @description Second step of adding a passkey: verifies the browser's answer to the options of
         *     auth.startPasskeyRegistration (challenge, origin, relying party, user verification) and
         *     keeps the credential's public key. The challenge is then spent, whether or not the answer
         *     was valid. An answer that does not verify is `passkey_registration_invalid`, a challenge
         *     older than five minutes `passkey_challenge_expired` (ask for new options), a credential
         *     already registered `passkey_already_registered`.
         */
        post: operations["auth.finishPasskeyRegistration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/passkeys/{passkeyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a passkey
         * @description Removes one of the signed-in account's passkeys; it no longer signs in. A passkey of another
         *     account answers 404 (`passkey_not_found`), exactly as one that does not exist.
         */
        delete: operations["auth.deletePasskey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/passkeys/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with a passkey
         * @description Second step of signing in with a passkey: verifies the authenticator's signature over the
         *     challenge of `challengeId` (origin, relying party, user verification, signature counter)
         *     and opens a session exactly as auth.login does: with `rememberMe` it lasts 30 days,
         *     otherwise 12 hours. The challenge is spent by the first attempt, valid or not. Every
         *     failure (unknown or spent challenge, unknown or removed passkey, deleted account, bad
         *     signature, wrong origin, counter gone backwards) is the same `passkey_invalid`; a challenge
         *     older than five minutes is `passkey_challenge_expired` (ask for new options). Limited per
         *     IP address (429).
         */
        post: operations["auth.finishPasskeyLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/passkeys/login-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start signing in with a passkey
         * @description First step of signing in with a passkey: the options to pass to the browser's WebAuthn API,
         *     with an empty `allowCredentials` so the authenticator offers the passkeys it holds for this
         *     site (no email or username needed), and the `challengeId` to send back with the answer to
         *     auth.finishPasskeyLogin. Valid five minutes, once. Limited per IP address (429).
         */
        post: operations["auth.startPasskeyLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/passkeys/registration-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start adding a passkey
         * @description First step of adding a passkey (sign-in by fingerprint, face or device PIN) to the signed-in
         *     account: the options to pass to the browser's WebAuthn API. They exclude the passkeys the
         *     account already has, ask for a discoverable credential (`residentKey: required`) and prefer
         *     user verification. The challenge inside is valid five minutes, for one registration; send
         *     the browser's answer to auth.finishPasskeyRegistration. Limited per user (429).
         */
        post: operations["auth.startPasskeyRegistration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reset the password
         * @description Sets a new password with the token from the reset email. The token works once and for one
         *     hour (`reset_token_invalid`, `reset_token_expired`, `reset_token_used`). Every session of
         *     the account is signed out.
         */
        post: operations["auth.resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/select-role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Choose a role
         * @description For a user created without a role: become a client or a cleaner (never an admin) and learn
         *     where to go next. A user who already has a role is no longer `pending`, so the operation is
         *     not theirs: 403 (`forbidden`). Of two requests racing for the same account, the second gets
         *     409 (`role_already_selected`) and the role stays the first one's.
         */
        post: operations["auth.selectRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign up
         * @description Creates an account and signs it in with a session-only session (12 hours). The role may be
         *     chosen now or later (auth.selectRole). An unknown referral code refuses the sign-up and
         *     creates nothing. The accepted terms version, its language and the time are recorded.
         *     Same behaviour as auth.register (POST /api/register).
         */
        post: operations["auth.signup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/socket-ticket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A ticket for the messaging socket
         * @description A single-use ticket, valid 60 seconds, that authenticates one `/ws/messages` socket in its
         *     AUTH frame. For clients that cannot put the session token in a frame, such as a browser
         *     signed in by cookie (which must send X-CSRF-Token, like every cookie-authenticated write).
         */
        post: operations["messaging.createSocketTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/terms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The current terms of service
         * @description The version of the terms of service shown at sign-up (the one `auth.signup` expects as
         *     `termsVersion`), and whether a person who reads them in English must also consent to the
         *     English document after being offered the French one (Quebec's Charter of the French
         *     language, as amended by Bill 96). Public: the sign-up form asks before anyone has an account.
         */
        get: operations["auth.getTerms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blog/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Published blog posts
         * @description Newest first, in the language asked for (French when a post has no English version).
         */
        get: operations["growth.listBlogPosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blog/posts/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A published blog post
         * @description Drafts and unknown slugs answer `blog_post_not_found`.
         */
        get: operations["growth.getBlogPost"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My bookings
         * @description The caller's own bookings — as the client, or as the cleaner — newest request first, or
         *     with `sort=soonest` by start, the soonest first (what a list of upcoming cleanings wants);
         *     cursor paginated. `status` keeps only the statuses given. `role` says which side to list; it
         *     defaults to the caller's role, and since an account has one role, the other side is empty.
         */
        get: operations["bookings.listMine"];
        put?: never;
        /**
         * Book a cleaner
         * @description Creates a pending booking request — or, for a recurring frequency, one per occurrence of a
         *     series — and charges its 50 % deposit to `paymentMethodId` (saved for the balance). Prices
         *     are computed again on the server; the cleaner then has 24 hours to accept or decline, after
         *     which the request is cancelled and the deposit refunded in full.
         *
         *     The slot must be free: a cleaner never has two bookings (pending, confirmed or in progress)
         *     whose times overlap, which the database itself enforces (`slot_unavailable`, 409). A
         *     refused card answers 402 (`payment_failed`, or `payment_requires_action` when the bank asks
         *     the client to authenticate) and creates nothing. For a series all occurrences are created
         *     or none.
         *
         *     Made from a partner's embedded widget (`Propre-Publishable-Key`), the booking belongs to
         *     that partner, whose webhook endpoints then receive its events.
         */
        post: operations["bookings.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{bookingId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A booking
         * @description One booking with its price, payments and history, for its client, its cleaner or an admin; anyone else is told it does not exist.
         */
        get: operations["bookings.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{bookingId}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept a booking request
         * @description The booked cleaner (or an admin) accepts a pending request: it becomes confirmed. Refused once
         *     the request expired (24 hours after it was made, `booking_request_expired`) or its start has
         *     passed (`booking_start_passed`).
         */
        post: operations["bookings.accept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{bookingId}/balance-payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The balance to pay now
         * @description The balance of a completed booking and how to pay it (pay-now page).
         */
        get: operations["payments.getBalancePayment"];
        put?: never;
        /**
         * Pay the balance now
         * @description The client pays the balance of a completed booking whose off-session charge was declined
         *     or needs the bank's authentication, on session with `paymentMethodId`. Answers the balance
         *     `paid`, or `due` with `nextActionUrl` when the bank asks the client to authenticate (the
         *     payment completes through the webhook). Refused when nothing is due (`balance_not_due`).
         */
        post: operations["payments.payBalance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{bookingId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a booking
         * @description The client (or an admin) cancels a pending or confirmed booking, with a reason. At least 24
         *     hours before the start the deposit is refunded in full; later, the 50 $ cancellation fee is
         *     kept from it (at most the deposit) and the rest refunded.
         */
        post: operations["bookings.cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{bookingId}/checklist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change the checklist, or tick its tasks
         * @description Before the work starts (pending or confirmed, not punched in), the client or an admin sets
         *     the tasks. While the work is in progress and until the checklist is submitted, the cleaner or
         *     an admin ticks tasks: the tasks must stay the same (`checklist_tasks_locked`). At any other
         *     time the checklist cannot change (`checklist_locked`).
         */
        put: operations["bookings.updateChecklist"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{bookingId}/checklist/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit the quality checklist
         * @description The cleaner (or an admin) declares the work done, before punching out. Refused unless every
         *     task is done (`checklist_incomplete`, one field error per task left, pointing at
         *     `/checklist/<index>`) and, when the client allowed photos, at least one before and one after
         *     photo were uploaded (`photos_required`). Once submitted, the checklist and the photos are locked.
         */
        post: operations["bookings.submitChecklist"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{bookingId}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decline a booking request
         * @description The booked cleaner (or an admin) declines a pending request, optionally saying why: it becomes
         *     declined and the deposit is refunded in full.
         */
        post: operations["bookings.decline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{bookingId}/decline-by-client": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw from a confirmed booking
         * @description The client (or an admin) declines a booking the cleaner confirmed, with a reason: it becomes
         *     declinedByClient. The money follows the cancellation rule: full refund at least 24 hours before
         *     the start, the 50 $ fee kept later.
         */
        post: operations["bookings.declineByClient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{bookingId}/invoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a booking's invoice (PDF)
         * @description The invoice of a booking as a PDF, once its final payment (the balance charged after the
         *     service) has been made. French by default (Charter of the French language); English with
         *     `lang=en`, or `Accept-Language: en` when `lang` is absent. The invoice number
         *     (`PR-<year>-<sequence>`, one gap-free sequence per calendar year) is assigned the first time
         *     the invoice is issued and never changes; the parties, service and price are those of that
         *     first issue, the payments section is as of the download.
         *
         *     The invoice shows the platform (Propre) as the marketplace operator and the cleaner as the
         *     supplier, with the cleaner's GST and QST registration numbers when the cleaner is registered,
         *     the client and the property's address, the service, every line of the booking's price (GST 5 %
         *     and QST 9.975 % included), the deposit and balance paid and any refund.
         *
         *     Only the booking's client, its cleaner and admins; anyone else is told it does not exist.
         *     At most 10 invoices a minute per user (`invoice_rate_limited`, with `Retry-After`).
         */
        get: operations["bookings.getInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{bookingId}/photos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The before and after photos of a booking */
        get: operations["bookings.listPhotos"];
        put?: never;
        /**
         * Upload a before or after photo
         * @description The cleaner (or an admin) uploads the raw image as the body while the work is in progress and
         *     the checklist not yet submitted: JPEG, PNG or WebP checked by content (the error lists the
         *     accepted types), at most 10 MB and 40 megapixels, re-encoded as WebP without metadata (no
         *     location, no camera data). Only when the client allowed photos (`photos_not_allowed`, 403);
         *     at most 12 photos of each kind (`too_many_photos`). At most 120 uploads an hour per person,
         *     refused ones included (429 `rate_limited`).
         */
        post: operations["bookings.addPhoto"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{bookingId}/photos/{photoId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A before or after photo */
        get: operations["bookings.getPhoto"];
        put?: never;
        post?: never;
        /**
         * Remove a before or after photo
         * @description While the work is in progress and the checklist not submitted (`photos_locked`).
         */
        delete: operations["bookings.deletePhoto"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{bookingId}/postpone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Postpone a confirmed booking
         * @description The client (or an admin) moves a confirmed booking to another local date and start time, the
         *     duration unchanged; it stays confirmed. Only up to 24 hours before the current start
         *     (`postpone_too_late`); the new start must be in the future and the cleaner free then
         *     (`slot_unavailable`).
         */
        post: operations["bookings.postpone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{bookingId}/punch-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Punch in (start the work)
         * @description The booked cleaner arrives and starts: the confirmed booking becomes in progress. The device
         *     location is required and must be within the configured distance (250 m by default) of the
         *     property's pin; a property its client has not pinned only has its municipality's position,
         *     so the device must then be within 25 km of it (`too_far_from_property`, the detail gives the
         *     distance). Not earlier than 60 minutes before the start (`punch_in_too_early`). An admin may
         *     punch in for the cleaner (timesheet corrections); the location is then recorded, not checked.
         */
        post: operations["bookings.punchIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{bookingId}/punch-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Punch out (finish the work and charge the balance)
         * @description The cleaner finishes: the booking in progress becomes completed and the balance (the other
         *     50 %) is charged to the card saved with the deposit. The quality checklist must have been
         *     submitted (`checklist_not_submitted`) and the device must be where the work is (within the
         *     configured distance of the property's pin, or of the punch-in location when the property is
         *     not pinned: `too_far_from_property`). The booking completes even when the bank refuses the
         *     balance: `paymentStatus` is then `final_failed` (or `final_pending` when the bank asks the
         *     client to confirm), the client is asked by mail to pay it on the page `payment.payNowUrl`
         *     points at, and the cleaner is paid once the balance is.
         */
        post: operations["bookings.punchOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{bookingId}/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The review of a booking
         * @description The review the client wrote about this booking, for its client, its cleaner and admins
         *     (hidden ones included, with why). 404 `review_not_found` while there is none; 404
         *     `booking_not_found` for anyone else's booking.
         */
        get: operations["reviews.getForBooking"];
        put?: never;
        /**
         * Review a completed booking
         * @description The booking's client rates the cleaner in every category (cleanliness, quality,
         *     reliability, punctuality, communication, professionalism, overall; 1 to 5) and comments,
         *     once the booking is completed. One review per booking. The review is public at once on the
         *     cleaner's profile and counts in their rating and in search.
         */
        post: operations["reviews.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Price a booking
         * @description Prices a booking exactly as `bookings.create` would (the same code), without creating
         *     anything or charging: every line, per occurrence of a series, and what would be charged now.
         *     Field rules answer 400 with one entry per field (`validation_failed`): "property required",
         *     "duration required", a start in the past, and the schema's own rules.
         */
        post: operations["bookings.quote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calendar/{feedToken}.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A cleaner's calendar feed (ICS)
         * @description The iCalendar feed behind a secret address from availability.getCalendarFeedUrl: one
         *     VEVENT "Disponible — Propre" per availability occurrence over the next 90 days (timed
         *     events in UTC, all-day events as dates), marked free so they do not block the cleaner's
         *     own schedule, and one per booking holding the cleaner's time over those days (pending,
         *     confirmed or in progress; UID `<bookingId>@propre.ca`, summary "Ménage — <city>" or
         *     "Demande de ménage — <city>" for a request, no address), marked busy. Calendar apps poll
         *     it; an unknown or rotated token answers 404.
         */
        get: operations["availability.getCalendarFeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cleaners/{cleanerId}/feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Feedback on a cleaner
         * @description A client's like, dislike, not_interested or report; the latest of each client for each cleaner counts.
         */
        post: operations["search.giveFeedback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cleaners/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A cleaner's public profile
         * @description The data of /cleaners/{slug}. Only cleaners who finished the quick-start step are listed.
         */
        get: operations["cleaners.getProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cleaners/{slug}/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A cleaner's public reviews
         * @description The reviews on /cleaners/{slug}, newest first, cursor paginated; hidden reviews never
         *     appear. The averages per category are on the profile (`reviews.summary`).
         */
        get: operations["reviews.listForCleaner"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cleaners/{userId}/availability/occurrences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A cleaner's availability between two dates
         * @description Every occurrence of the cleaner's blocks from `from` to `to` (local dates, both included,
         *     at most 62 days), skipped dates left out, with local times and UTC instants computed with
         *     the America/Toronto rules of each date (so 09:00 is 13:00Z in summer and 14:00Z in
         *     winter). A local time skipped when clocks spring forward is read with the earlier offset;
         *     one that occurs twice when they fall back is its first occurrence. 404 unless the user is a
         *     cleaner.
         */
        get: operations["availability.listOccurrences"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cleaners/me/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My availability blocks */
        get: operations["availability.listMyBlocks"];
        put?: never;
        /**
         * Add an availability block
         * @description Adds one date or a recurring series (weekly, or every n days), all day or between two
         *     quarter-hour local times (America/Toronto). See NewAvailabilityBlock for the rules; a block
         *     that would repeat an existing slot on some date answers 409 `availability_slot_exists`
         *     ("Ce créneau existe déjà pour cette date") naming the first such date.
         */
        post: operations["availability.createBlock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cleaners/me/availability/blocks/{blockId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove an availability block
         * @description Removes the block and its skipped dates. Another cleaner's block answers 404.
         */
        delete: operations["availability.deleteBlock"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cleaners/me/availability/blocks/{blockId}/exceptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Skip one occurrence of a block
         * @description The block is not available on this date any more; its other occurrences stay. The date must
         *     be today or later and one of the block's occurrences (`availability_not_an_occurrence`).
         *     Skipping a date already skipped changes nothing and answers 200.
         */
        post: operations["availability.addException"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cleaners/me/availability/weekly-template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set my weekly availability (onboarding)
         * @description The onboarding form: morning and afternoon for each weekday. In one transaction, removes
         *     every weekly block of the cleaner and adds, from today, one weekly block per half-day
         *     chosen: morning 08:00–12:00, afternoon 13:00–17:00 (America/Toronto). One-off and
         *     every-n-days blocks stay; if one of them repeats a new slot, nothing changes and the answer
         *     is 409 `availability_slot_exists`.
         */
        put: operations["availability.setWeeklyTemplate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cleaners/me/calendar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My calendar feed address
         * @description The secret address of an ICS feed of the cleaner's availability and bookings for the next 90 days, to
         *     subscribe to from Google Calendar (Other calendars → From URL), Apple Calendar or Outlook.
         *     The first call issues it and shows it; only the SHA-256 of its 256-bit token is kept, so
         *     later calls answer `url: null` with the time it was issued. A lost address is replaced
         *     with availability.rotateCalendarFeed.
         */
        get: operations["availability.getCalendarFeedUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cleaners/me/calendar/google": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My Google Calendar link
         * @description Whether Google Calendar is connected, to which account, and how the last sync went.
         */
        get: operations["availability.getGoogleCalendar"];
        put?: never;
        post?: never;
        /**
         * Disconnect Google Calendar
         * @description Revokes Propre's access at Google, deletes the tokens and the busy times read from Google.
         *     Events already written into the Google calendar stay there. Disconnecting when not connected
         *     is harmless (204). The tokens are deleted even when Google cannot be reached to revoke them.
         */
        delete: operations["availability.disconnectGoogleCalendar"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cleaners/me/calendar/google/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Finish connecting Google Calendar
         * @description Exchanges the `code` Google sent back (with the PKCE verifier kept since the start) for
         *     tokens, kept encrypted, then runs a first sync. Answers the link's status.
         */
        post: operations["availability.completeGoogleCalendarConnect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cleaners/me/calendar/google/connect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start connecting Google Calendar
         * @description Answers the address of Google's consent page (OAuth 2.0 with PKCE: a `state` and an S256
         *     `code_challenge`; the verifier stays on the server). Send the cleaner there; Google sends them
         *     back to `redirectUri` with `code` and `state`.
         */
        post: operations["availability.startGoogleCalendarConnect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cleaners/me/calendar/google/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sync Google Calendar now
         * @description Reads the busy times of the next 90 days from Google (replacing those read before) and writes
         *     the cleaner's confirmed bookings into Google (new ones inserted, moved ones updated, cancelled
         *     ones deleted). The same sync runs every 15 minutes and after every change. Answers the status.
         */
        post: operations["availability.syncGoogleCalendar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cleaners/me/calendar/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import busy times from a calendar file
         * @description An iCalendar file (RFC 5545, at most 1 MB) exported from Google Calendar, Apple Calendar or
         *     Outlook. Its events over the next 90 days — recurring ones (RRULE, RDATE, EXDATE, moved
         *     occurrences) expanded — become the cleaner's busy times, replacing those of the previous
         *     import; an availability occurrence entirely covered by busy time is not offered. Events
         *     marked free (TRANSP:TRANSPARENT) or cancelled are skipped. Times with a TZID use the file's
         *     VTIMEZONE or the IANA zone of that name; floating times and dates are read in
         *     America/Toronto. Only start and end are kept: titles, places and descriptions are dropped. At
         *     most 20 imports an hour per cleaner, refused ones included (429 `rate_limited`). Reading a
         *     file is CPU work that takes one of the server's few work slots (shared by every cleaner) for
         *     up to 5 seconds: when all are taken the import is refused at once, nothing changed (429
         *     `server_busy`, with `Retry-After`), and can simply be sent again.
         */
        post: operations["availability.importBusyTimes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cleaners/me/calendar/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace my calendar feed address
         * @description Issues a new secret address; the previous one answers 404 from now on.
         */
        post: operations["availability.rotateCalendarFeed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cleaners/me/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My verification documents
         * @description Every document the signed-in cleaner uploaded, newest first, with the verification status they add up to.
         */
        get: operations["verification.listMyDocuments"];
        put?: never;
        /**
         * Upload a verification document
         * @description The raw file as the body: PDF, JPG or PNG, at most 10 MB. The type is checked from the
         *     content itself (its first bytes), and must be the type the request declares; anything else
         *     is refused with 415, naming the allowed types. The file is stored under a name the server
         *     makes up; `fileName` is only kept, cleaned, to show the document to people. A JPG or PNG
         *     is stored without its metadata (EXIF GPS position and camera details, XMP, IPTC, comments,
         *     text chunks), losslessly: the pixels are not re-encoded and the EXIF orientation is kept; a
         *     PDF is stored as sent. `sizeBytes` is the size stored. The document waits for an
         *     administrator's review (`pending`).
         */
        post: operations["verification.uploadDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cleaners/me/documents/{documentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Withdraw one of my documents
         * @description Only the owner, and only while the document awaits review; a decided document stays on
         *     record (`document_already_decided`). The file is erased with it.
         */
        delete: operations["verification.deleteDocument"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cleaners/me/gallery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My work gallery
         * @description The signed-in cleaner's photos, newest first, with the gallery's limit.
         */
        get: operations["cleaners.listMyGalleryPhotos"];
        put?: never;
        /**
         * Add a photo to my work gallery
         * @description The raw image as the body: JPEG, PNG or WebP checked by content, at most 10 MB and 40
         *     megapixels, re-encoded as WebP without metadata. At most 24 photos (`gallery_full`). At most
         *     60 uploads an hour per cleaner, refused ones included (429 `rate_limited`).
         */
        post: operations["cleaners.addGalleryPhoto"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cleaners/me/gallery/{photoId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a photo from my work gallery */
        delete: operations["cleaners.deleteGalleryPhoto"];
        options?: never;
        head?: never;
        /**
         * Set a photo's caption and room
         * @description Only the cleaner's own photos (404 `not_found` otherwise). The caption is at most 140 characters
         *     (`validation_failed`, field code `maxLength`); the room is one of the gallery's categories
         *     (field code `enum`).
         */
        patch: operations["cleaners.updateGalleryPhoto"];
        trace?: never;
    };
    "/api/cleaners/me/onboarding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My onboarding progress
         * @description The three steps in order — quick-start, ready-to-work, full-verification (identity,
         *     business and training) — with what each still misses. Computed from the saved profile.
         */
        get: operations["cleaners.getMyOnboarding"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cleaners/me/payouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My balances, earnings per job and payout history */
        get: operations["payments.listMyPayouts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cleaners/me/payouts/connect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My payout account status
         * @description The cleaner's payout account (Stripe Connect) and what the provider still asks for.
         */
        get: operations["payments.getConnectStatus"];
        put?: never;
        /**
         * Start (or resume) payout onboarding
         * @description Creates the cleaner's connected account on first use and answers a fresh onboarding link;
         *     call it again from `/profile/stripe-connect/refresh` when a link expired.
         */
        post: operations["payments.startConnectOnboarding"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cleaners/me/payouts/instant": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Instant payout (5 $ fee)
         * @description Pays out everything owed now, the same day, less the 5 $ fee. Refused when nothing is
         *     payable beyond the fee (`insufficient_balance`, 409) or the payout account is not active
         *     (`connect_account_not_active`, 409).
         */
        post: operations["payments.requestInstantPayout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cleaners/me/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My cleaner profile */
        get: operations["cleaners.getMyProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update my cleaner profile
         * @description Saves the fields sent. Rules beyond each field's bounds: at least one service type; with
         *     fixed pricing, at least one property type priced (`invalid_fixed_rates`: "at least one
         *     property type must have a valid rate between 15$ and 199$"); hourly pricing needs an hourly
         *     rate (`invalid_hourly_rate`); GST and QST numbers go together (`tax_numbers_incomplete`);
         *     each service city must be a known Quebec municipality (`city_not_found`).
         */
        patch: operations["cleaners.updateMyProfile"];
        trace?: never;
    };
    "/api/cleaners/me/todos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My to-do list */
        get: operations["growth.listMyTodos"];
        put?: never;
        /**
         * Add a to-do
         * @description At most 200 items per cleaner (`todo_limit_reached`).
         */
        post: operations["growth.createTodo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cleaners/me/todos/{todoId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a to-do */
        delete: operations["growth.deleteTodo"];
        options?: never;
        head?: never;
        /**
         * Change a to-do (title, priority, due date, completed)
         * @description Only the cleaner's own items (`todo_not_found` otherwise).
         */
        patch: operations["growth.updateTodo"];
        trace?: never;
    };
    "/api/clients/me/onboarding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My client onboarding progress
         * @description The three steps of /client-onboarding in order, computed from the account and its properties.
         */
        get: operations["clients.getMyOnboarding"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clients/me/onboarding/welcome": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark the welcome step as seen
         * @description Idempotent; the first time is kept.
         */
        post: operations["clients.completeWelcome"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commercial-referrals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refer a commercial property to our partner
         * @description A lead for commercial cleaning, which Propre does not do itself: stored, then mailed to
         *     the commercial partner in the same transaction (`commercial_referral_failed` when the mail
         *     cannot be sent; nothing is kept). A valid email (`invalid_email`) and, when given, a phone
         *     number of 10 to 15 digits (`invalid_phone`). At most 5 an hour per IP (`rate_limited`).
         */
        post: operations["growth.referCommercialProperty"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact-messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Write to support (contact form)
         * @description Stored, then mailed to the support address in the same transaction: when the mail cannot
         *     be sent nothing is kept (`contact_send_failed`). A valid email is required
         *     (`invalid_email`). At most 5 messages an hour per IP (`rate_limited`).
         */
        post: operations["growth.sendContactMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My conversations
         * @description The caller's conversations — one per booking of theirs that the cleaner confirmed — with
         *     the other person, their presence, the last message and the unread count, most recent
         *     activity first. Conversations of completed, cancelled or withdrawn bookings stay listed,
         *     read-only (`open` false).
         */
        get: operations["messaging.listConversations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations/{bookingId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One conversation
         * @description The conversation of one of the caller's bookings, once the booking was confirmed.
         */
        get: operations["messaging.getConversation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations/{bookingId}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Messages of a conversation
         * @description The messages of one of the caller's conversations, newest first, cursor paginated.
         */
        get: operations["messaging.listMessages"];
        put?: never;
        /**
         * Send a message
         * @description Sends a message to the other person of the conversation, while the booking is confirmed or
         *     in progress. It reaches their open sockets at once (NEW_MESSAGE, on every API instance) and,
         *     by email, as their email frequency says (instant, or in a daily, weekly or monthly digest).
         *     A text with a phone number in it is refused and not stored: communication stays on the
         *     platform. Limited to 30 messages a minute per person.
         */
        post: operations["messaging.sendMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations/{bookingId}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark messages read
         * @description Marks the caller's messages of a conversation read, up to `messageId` (included) or all of
         *     them. The sender gets a READ_RECEIPT and the caller's sockets an UNREAD_COUNT_UPDATE. Also
         *     allowed once the conversation is read-only.
         */
        post: operations["messaging.markRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/discount-popup/claims": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Claim the discount popup's code
         * @description An email in, a unique code for 10 % off a first booking out (201). The same address again
         *     gets 200 with `alreadySubscribed: true` and the code it already has. The code works only
         *     for the account using that email. A valid email is required (`invalid_email`); at most 10
         *     claims an hour per IP (`rate_limited`).
         */
        post: operations["growth.claimDiscountCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/faq": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Frequently asked questions */
        get: operations["growth.listFaq"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gallery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The before/after gallery
         * @description Published pairs, newest first; `room` filters (the spec's kitchen, bathroom, living, office; bedroom and other too).
         */
        get: operations["growth.listGallery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gallery-photos/{photoId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A gallery photo */
        get: operations["cleaners.getGalleryPhoto"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gallery/{itemId}/{side}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A published gallery image
         * @description WebP, without metadata (booking photos are re-encoded at upload). Unpublished or unknown pairs answer `gallery_item_not_found`.
         */
        get: operations["growth.getGalleryImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness
         * @description Answers as long as the process serves requests. It touches no dependency.
         */
        get: operations["health.getLiveness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness
         * @description Answers 200 when every dependency the API needs to serve traffic answers: the database
         *     and the job queue. A load balancer should route traffic only to ready instances.
         */
        get: operations["health.getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in (short path)
         * @description Signs in with an email or username and the password. With `rememberMe` the session lasts
         *     30 days, otherwise 12 hours. Limited per IP address and per account (429).
         *     Same behaviour as auth.login (POST /api/auth/login).
         */
        post: operations["auth.signIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out (short path)
         * @description Revokes the current session (its token then gets 401) and clears the session cookies.
         *     Answers 200 even without a session, so a client can always clear its own state.
         *     Same behaviour as auth.logout (POST /api/auth/logout).
         */
        post: operations["auth.signOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/admin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Messages from the administrators
         * @description The messages the platform's administrators sent to the caller, newest first.
         */
        get: operations["messaging.listMyAdminMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/admin/{messageId}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a message from the administrators read
         * @description The administrators get an ADMIN_MESSAGE_READ event; reading it again changes nothing.
         */
        post: operations["messaging.markAdminMessageRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/unread": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Unread message count
         * @description The number for the unread badge: the caller's unread conversation messages plus unread
         *     messages from the administrators. Anonymous visitors (and administrators) get 0.
         */
        get: operations["messaging.getUnreadCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/confirmation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a newsletter subscription
         * @description The token from the confirmation mail (valid 7 days). Confirming twice is not an error.
         *     An unknown, expired or altered token answers `newsletter_token_invalid`.
         */
        post: operations["growth.confirmNewsletter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Subscribe to the newsletter (double opt-in)
         * @description Needs a valid email (`invalid_email`) and the terms accepted (`terms_not_accepted`). Mails
         *     a confirmation link in the chosen language (French by default); the address receives
         *     nothing else until it is confirmed. A confirmed address is not mailed again. At most 5
         *     requests an hour per address and 20 per IP (`rate_limited`). When the mail cannot be sent,
         *     nothing is kept (`newsletter_subscription_failed`).
         */
        post: operations["growth.subscribeNewsletter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/unsubscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Unsubscribe from the newsletter
         * @description The token from the unsubscribe link every newsletter mail carries; it does not expire.
         *     Unsubscribing twice is not an error. An unknown or altered token answers `newsletter_token_invalid`.
         */
        post: operations["growth.unsubscribeNewsletter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partners/embed-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * May this page embed the widgets?
         * @description What the script-tag embed asks before it shows a widget: whether the publishable key is live
         *     and allows the page's `Origin`. The key comes as a query parameter, not the
         *     `Propre-Publishable-Key` header, so the call needs no CORS preflight: a page whose origin is
         *     not allowed still reads this answer (it is sent with `Access-Control-Allow-Origin` echoing any
         *     origin, never with credentials) and the widget shows the refusal inside itself. Counted
         *     against the key's rate limit like every call carrying it. A same-origin call (a page of our
         *     own, such as the partners' playground at `/partners`; browsers send such a GET without
         *     `Origin`) is taken as coming from the API's own origin when the browser marks it
         *     `Sec-Fetch-Site: same-origin`, and that origin must be one the key allows.
         */
        get: operations["partners.checkEmbed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partners/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The calling partner
         * @description The partner the secret key belongs to (a way to check a key).
         */
        get: operations["partners.getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partners/me/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My API keys
         * @description The partner's keys, revoked ones included, newest first; never their secrets.
         */
        get: operations["partners.listApiKeys"];
        put?: never;
        /**
         * Make an API key
         * @description A publishable key for the embedded widgets (with the origins allowed to use it:
         *     `publishable_key_origins_required`, `origin_invalid`) or another secret key (to rotate
         *     one: make the new one, switch, revoke the old). The `secret` is answered this once. At
         *     most 20 live keys (`partner_limit_reached`).
         */
        post: operations["partners.createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partners/me/api-keys/{keyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an API key
         * @description The key stops working at once (calls with it answer 401 `partner_api_key_invalid`).
         *     Revoking a revoked key answers it unchanged. Another partner's key answers 404.
         */
        delete: operations["partners.revokeApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partners/me/webhook-deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My webhook delivery log
         * @description Every delivery to the partner's endpoints with its attempts (status code, error, time
         *     taken), newest first, cursor paginated; `endpointId`, `status` and `bookingId` filter it.
         */
        get: operations["partners.listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partners/me/webhook-endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My webhook endpoints */
        get: operations["partners.listWebhookEndpoints"];
        put?: never;
        /**
         * Register a webhook endpoint
         * @description From now on, the chosen booking events of bookings made through the partner's publishable
         *     keys are POSTed to `url`, signed with the endpoint's secret (answered this once; see
         *     `PartnerEvent` and the `bookingEvent` webhook). The URL must be `https://` on a public
         *     host (`webhook_url_not_allowed`). At most 10 enabled endpoints (`partner_limit_reached`).
         */
        post: operations["partners.createWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partners/me/webhook-endpoints/{endpointId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a webhook endpoint
         * @description Nothing more is sent to the endpoint, and its deliveries still waiting for a retry are
         *     given up (`failed`); its delivery log stays readable. Another partner's endpoint answers 404.
         */
        delete: operations["partners.deleteWebhookEndpoint"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How cards are taken
         * @description The payment provider this server charges through, so that a client (the booking widget, a
         *     partner's page) shows the matching card form: `local` (the built-in test provider, the
         *     default, which takes Stripe's test card numbers) or `stripe`, with the publishable key that
         *     Stripe.js needs to draw its Payment Element. Nothing here is secret.
         */
        get: operations["payments.getPaymentConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Payment provider events (Stripe webhooks)
         * @description Stripe's (and the local provider's) events, one endpoint for all of them. The body is read
         *     raw and its `Stripe-Signature` is checked with the endpoint's signing secret and a 300 s
         *     tolerance: a missing, invalid or stale signature answers 400 (`webhook_signature_invalid`)
         *     and changes nothing. Each event is processed once: an event id seen before answers 200
         *     with `duplicate: true` and changes nothing. A failure while processing answers 500 and
         *     nothing of it is kept, so the provider's retry processes it again.
         *
         *     Events acted on: `payment_intent.succeeded`, `payment_intent.payment_failed`,
         *     `payment_intent.requires_action` (the balance after the service and its pay-now flow; a
         *     deposit for a booking that does not exist is refunded), `refund.failed` (the ledger takes
         *     the refund back), `charge.dispute.created`, `charge.dispute.closed`, `transfer.reversed`,
         *     `payout.paid`, `payout.failed`, `account.updated` (the cleaner's connect status). Others
         *     are acknowledged and recorded.
         */
        post: operations["payments.receiveWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/places/cities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Find cities by the start of their name
         * @description Autocomplete over Quebec's municipalities, in French or English, ignoring accents, case,
         *     hyphens and apostrophes and reading St, Ste and Mt as Saint, Sainte and Mont (`st-je` finds
         *     Saint-Jérôme and Saint-Jean-sur-Richelieu). Names that start with the query come first, then
         *     names with a later word that does; most populous first within each group. A query that could
         *     not start a city's name (digits, for example) answers 422 `invalid_city`.
         */
        get: operations["places.searchCities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/places/cities/{citySlug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A city
         * @description One city by slug, GeoNames id or name (for pages such as /city/{cityName}); the answer
         *     carries the canonical `slug`.
         */
        get: operations["places.getCity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/places/cities/{citySlug}/nearby": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Cities near a city
         * @description Every other city within `radiusKm` of the city's centre, as the crow flies, nearest first.
         *     An empty list is a valid answer (remote places have no neighbour within a small radius).
         */
        get: operations["places.listNearbyCities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/places/regions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Quebec's administrative regions
         * @description The 17 administrative regions, by official code, with how many cities of the gazetteer each holds.
         */
        get: operations["places.listRegions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/places/regions/{regionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A region and its cities
         * @description One administrative region (for pages such as /region/{regionId}) and its cities, most populous first.
         */
        get: operations["places.getRegion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pricing-terms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The fees, taxes, deposit, discounts and referral amounts
         * @description The constants every quote and payout is computed with (spec §9), for a pricing page that
         *     must never repeat them: the deposit share, Quebec's GST and QST, the fees, the first-booking
         *     discounts (only the largest applies, they never add up) and the referral amounts.
         */
        get: operations["growth.getPricingTerms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/properties": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My properties
         * @description The signed-in client's properties, oldest first; deleted ones are left out.
         */
        get: operations["properties.list"];
        put?: never;
        /**
         * Add a property
         * @description The address must come from `properties.suggestAddresses` (see `PropertyCreateRequest`).
         *     A client has at most 50 properties (`property_limit_reached`).
         */
        post: operations["properties.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/properties/{propertyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of my properties */
        get: operations["properties.get"];
        put?: never;
        post?: never;
        /**
         * Remove one of my properties
         * @description The property leaves the list and can no longer be booked; it stays on record, so the
         *     bookings made for it keep their address. A property that a future pending, confirmed or
         *     in-progress booking uses cannot be removed (`property_in_use`).
         */
        delete: operations["properties.delete"];
        options?: never;
        head?: never;
        /**
         * Change one of my properties
         * @description Saves the fields sent (see `PropertyPatch`). The address of a property that a future
         *     booking uses cannot change (`property_in_use`); its other fields can.
         */
        patch: operations["properties.update"];
        trace?: never;
    };
    "/api/properties/address-suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Suggest addresses for what the client typed
         * @description Reads a typed address — `123 rue Saint-Denis, Montréal H2X 1K4`, or a part of it — into a
         *     street line (a civic number, then a street name), a Quebec municipality and, when present, a
         *     postal code, and answers up to five readings. The municipality comes from the bundled
         *     gazetteer: French or English names, accents, hyphens and St/Ste/Mt ignored (`St-Jérôme`,
         *     `Quebec City`); a city after a comma may be the start of a name (`Mont` suggests Montréal,
         *     Mont-Royal…). Without commas, the longest ending that names a municipality is the city.
         *     A trailing `QC`, `Québec` or `Canada` is read as the province or country.
         *
         *     Each suggestion carries a `suggestionId` that `properties.create` and `properties.update`
         *     require: the server accepts only addresses it suggested. No external geocoder is involved,
         *     so the building itself is not checked, only its municipality and postal code.
         *
         *     Errors (422): `invalid_address` — the text does not start with a civic number, the street
         *     has no name, or the postal code is malformed or not in Quebec (G, H or J); `city_not_served`
         *     — another province is named; `invalid_city` — what follows the comma could not be a city's
         *     name; `city_not_found` — no Quebec municipality has that name, or a complete postal code
         *     was typed with no municipality. `geocoding_error` (502) is reserved for a future external
         *     geocoder and never answered today.
         */
        get: operations["properties.suggestAddresses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/referral-codes/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who a referral code invites, and what it is worth
         * @description The page an invitation link opens (/referral-program?code=…) reads it before the sign-up:
         *     the first name and initial of the person who shared the code, and the programme's terms
         *     (10 $ off a referred client's first booking; 20 $ to a cleaner who refers a cleaner once
         *     that cleaner finishes a first job; 6 months to use them). The code is matched without
         *     regard to case or surrounding spaces. A code no account has (or a deleted account's) is
         *     `invalid_referral_code`, the same refusal the sign-up gives. At most 60 an hour per IP
         *     (`rate_limited`).
         */
        get: operations["referrals.getInvitation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/referrals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * People I referred
         * @description The accounts that signed up with the caller's code, newest first, cursor paginated.
         */
        get: operations["referrals.listMine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/referrals/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My referral code, link and totals
         * @description Every account has a referral code; the link carries it to the sign-up. A cleaner who refers
         *     a cleaner gets 20 $ once the referred cleaner finishes a first job; a referred client gets
         *     10 $ off their first booking. Rewards are valid 6 months; there is no limit on referrals.
         */
        get: operations["referrals.getMine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/referrals/rewards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My referral rewards
         * @description The caller's rewards (a referring cleaner's bonuses, a referred client's welcome credit)
         *     with their status and expiry, newest first, cursor paginated.
         */
        get: operations["referrals.listRewards"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign up (short path)
         * @description Creates an account and signs it in with a session-only session (12 hours). The role may be
         *     chosen now or later (auth.selectRole). An unknown referral code refuses the sign-up and
         *     creates nothing. The accepted terms version, its language and the time are recorded.
         *     Same behaviour as auth.signup (POST /api/auth/signup).
         */
        post: operations["auth.register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews/{reviewId}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answer a review
         * @description The reviewed cleaner answers publicly, once (`review_reply_exists`). Another cleaner's
         *     review answers 404 `review_not_found`.
         */
        post: operations["reviews.reply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My reviews
         * @description For a client, the reviews they wrote; for a cleaner, the reviews about them (/profile/reviews),
         *     hidden ones included. Newest first, cursor paginated.
         */
        get: operations["reviews.listMine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search/cleaners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Find cleaners
         * @description Listed cleaners (quick-start done) matching every filter given. Place: `city` (a Quebec
         *     municipality, French or English name) or `lat` + `lng` with `radiusKm`; a cleaner matches
         *     a place when they serve it or it lies within their coverage distance of their home city.
         *     Availability: `date` (a local date) or `availableSoon` (today or the next 3 days, in
         *     America/Toronto). Sorted by `sort` (default `recommended`, the overall score), cursor
         *     paginated. When nothing matches, `suggestions` lists nearby served cities and the filters
         *     worth relaxing. A signed-in client's feedback applies: cleaners they marked not_interested
         *     never appear. Limited per IP address (an IPv6 address by its /64), generously: 600 a minute
         *     by default (429).
         */
        get: operations["search.findCleaners"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{userId}/avatar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A user's profile picture */
        get: operations["users.getAvatar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Current user
         * @description The signed-in user. 401 means "not signed in" (a client treats it as no user).
         */
        get: operations["users.getMe"];
        put?: never;
        post?: never;
        /**
         * Delete my account
         * @description Needs the current password and the typed confirmation word (SUPPRIMER, or DELETE in
         *     English). Personal data is erased or anonymised and every session revoked; records other
         *     people rely on (bookings, reviews, ledger) keep pointing at the anonymised account.
         *     An account with open bookings (pending, confirmed or in progress, as client or cleaner) is
         *     not deleted (409 `account_has_open_bookings`): the other person counts on them, so they are
         *     cancelled or declined first, with the refunds their rules give.
         */
        delete: operations["users.deleteMe"];
        options?: never;
        head?: never;
        /**
         * Update my account
         * @description Partial update of the editable fields. Changing the email or the password requires
         *     `currentPassword` (`current_password_required`, `current_password_incorrect`); a new
         *     password signs out every other session.
         */
        patch: operations["users.updateMe"];
        trace?: never;
    };
    "/api/users/me/avatar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Upload my profile picture
         * @description The raw image as the body: JPEG, PNG or WebP, at most 5 MB, at most 40 megapixels. The type
         *     is checked from the content itself (not the declared type); the picture is re-encoded as a
         *     512 × 512 WebP, which drops every metadata (location, camera).
         */
        put: operations["users.uploadAvatar"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/verification/documents/{documentId}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a verification document's file
         * @description The bytes as uploaded, with the type found in their content, always as an attachment
         *     (never rendered by the browser in the site's origin). Only the document's owner and
         *     administrators; anyone else gets 404, as if it did not exist.
         */
        get: operations["verification.getDocumentFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/version": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The product version label
         * @description The label the interface shows in its footer (`beta 0.95.13`).
         */
        get: operations["growth.getVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    bookingEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A booking event (sent to the partner)
         * @description Sent by Propre to each of the partner's enabled endpoints subscribed to the event's type.
         *     Answer any 2xx within 10 seconds; anything else is retried with exponential backoff (see
         *     `PartnerWebhookDelivery`). Verify `Propre-Signature` before trusting the body.
         */
        post: operations["partners.bookingEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /**
         * AddressSuggestion
         * @description One reading of a typed address: the street line as typed (spaces tidied), a Quebec
         *     municipality from the bundled gazetteer, and the postal code when one was typed.
         */
        AddressSuggestion: {
            /**
             * @description The municipality's French name, as the gazetteer spells it.
             * @example Montréal
             */
            city: string;
            /**
             * @description Its English name (an established exonym, else the French name).
             * @example Montreal
             */
            cityEn: string;
            /** @constant */
            country: "CA";
            /**
             * @description The whole address on one line, to show in the list; when two suggestions name
             *     municipalities of the same name, each adds its region.
             * @example 123 rue Saint-Denis, Montréal (Québec) H2X 1K4
             */
            label: string;
            /**
             * @description The municipality's GeoNames id (see `places.getCity`).
             * @example 6077243
             */
            placeId: string;
            /** @description Normalised (`H2X 1K4`); null when none was typed — then creating the property needs one. */
            postalCode: string | null;
            /** @constant */
            province: "QC";
            region: components["schemas"]["CityRegion"];
            /** @example 123 rue Saint-Denis */
            streetAddress: string;
            suggestionId: components["schemas"]["AddressSuggestionId"];
        };
        /**
         * @description An address the server suggested (`properties.suggestAddresses`), as an opaque token signed by
         *     the server: it names the municipality, the street line and the postal code when one was typed.
         *     Treat it as opaque; a token the server did not issue, or one altered, answers 422
         *     `invalid_address`.
         */
        AddressSuggestionId: string;
        /** AddressSuggestionList */
        AddressSuggestionList: {
            /**
             * @description At most five readings, the likeliest first; empty while the text names no municipality
             *     yet (for example `123 rue Saint-Denis` with no city).
             */
            items: components["schemas"]["AddressSuggestion"][];
        };
        /**
         * @description One administrator's action on an account, written in the same transaction as the action
         *     itself: the log cannot say something happened that did not, nor miss something that did.
         */
        AdminAuditEntry: {
            /** @enum {string} */
            action: "user.suspended" | "user.reactivated";
            /** @description The administrator who acted; null when done from the command line. */
            actorId: string | null;
            actorName: string | null;
            /** Format: date-time */
            createdAt: string;
            id: string;
            /** @description The suspension's reason; null for a reactivation. */
            reason: string | null;
        };
        AdminBlogPost: {
            /** Format: date-time */
            createdAt: string;
            en: components["schemas"]["LocalizedBlogContent"] | null;
            fr: components["schemas"]["LocalizedBlogContent"];
            id: string;
            /** Format: date-time */
            publishedAt: string | null;
            slug: components["schemas"]["BlogSlug"];
            /** @enum {string} */
            status: "draft" | "published";
            /** Format: date-time */
            updatedAt: string;
        };
        AdminBlogPostList: {
            items: components["schemas"]["AdminBlogPost"][];
        };
        /** @description Figures for the admin home page; periods end now, days are counted in America/Toronto. */
        AdminDashboard: {
            bookings: {
                /** @description Totals of bookings requested in the last 30 days that were not cancelled or declined. */
                bookedValueLast30DaysCents: components["schemas"]["Cents"];
                byStatus: {
                    cancelled: number;
                    completed: number;
                    confirmed: number;
                    declined: number;
                    declinedByClient: number;
                    in_progress: number;
                    pending: number;
                };
                /**
                 * @description The alert list: confirmed or in-progress bookings whose cleaner was suspended
                 *     (`Booking.cleanerUnavailableAt`), soonest start first. The admin contacts each client
                 *     (they were told so) and resolves the booking: cancel it (free for the client), or let it
                 *     go ahead if the cleaner is reactivated. A booking leaves the list when it is no longer
                 *     confirmed or in progress.
                 */
                cleanerUnavailable: {
                    count: number;
                    /** @description The first 50. */
                    items: {
                        bookingId: string;
                        cleanerId: string;
                        clientId: string;
                        /**
                         * Format: date-time
                         * @description When the cleaner became unavailable.
                         */
                        since: string;
                        /** Format: date-time */
                        startsAt: string;
                        /** @enum {string} */
                        status: "confirmed" | "in_progress";
                    }[];
                };
                /** @description Bookings completed whose service ended in the last 30 days. */
                completedLast30Days: number;
                /** @description Totals of bookings completed in the last 30 days. */
                completedValueLast30DaysCents: components["schemas"]["Cents"];
                createdLast30Days: number;
            };
            /** Format: date-time */
            generatedAt: string;
            growth: {
                contactMessagesLast7Days: number;
                discountCodesClaimed: number;
                newsletterConfirmed: number;
                newsletterPending: number;
            };
            /** @description What an operator checks each morning; each figure has its list in the console. */
            today: {
                /** @description The same, for the week from Monday to Sunday that holds today. */
                bookingsThisWeek: number;
                /** @description Confirmed, in-progress or completed bookings whose service starts today. */
                bookingsToday: number;
                /** @constant */
                expiringWithinHours: 6;
                /** @description Payouts whose last attempt failed, whatever their age (they wait for a retry). */
                failedPayouts: number;
                /** @description From the ledger, the platform's fees kept in the last 30 days (`platform:fees`, credits). */
                platformFeesLast30DaysCents: components["schemas"]["SignedCents"];
                /** @description Pending requests whose 24 h lifetime ends within `expiringWithinHours`. */
                requestsExpiringSoon: number;
                /**
                 * @description From the ledger: money taken on clients' cards in the last 30 days, less what went back
                 *     to them (the `external:card` account's movements).
                 */
                revenueLast30DaysCents: components["schemas"]["SignedCents"];
            };
            /** @description From first-party analytics, the last 7 days including today. */
            traffic: {
                browserErrorsLast7Days: number;
                pageViewsLast7Days: number;
                visitsLast7Days: number;
            };
            /** @description Accounts not deleted. */
            users: {
                admins: number;
                cleaners: number;
                clients: number;
                newLast7Days: number;
                newLast30Days: number;
                suspended: number;
                withoutRole: number;
            };
            verification: {
                cleanersAwaitingReview: number;
                pendingDocuments: number;
            };
        };
        AdminDiscountCode: {
            amountCents: components["schemas"]["Cents"] | null;
            code: string;
            /** Format: date-time */
            createdAt: string;
            /** @description The address the code belongs to (popup codes). */
            email: string | null;
            firstBookingOnly: boolean;
            percent: number | null;
            /** @enum {string} */
            source: "popup";
        };
        AdminDiscountCodePage: {
            items: components["schemas"]["AdminDiscountCode"][];
            nextCursor: string | null;
        };
        AdminFaqEntry: {
            category: components["schemas"]["FaqCategory"];
            /** Format: date-time */
            createdAt: string;
            en: components["schemas"]["LocalizedFaqContent"] | null;
            fr: components["schemas"]["LocalizedFaqContent"];
            id: string;
            position: number;
            published: boolean;
            /** Format: date-time */
            updatedAt: string;
        };
        AdminFaqList: {
            items: components["schemas"]["AdminFaqEntry"][];
        };
        /**
         * AdminMessage
         * @description A message from the platform's administrators to one user, with an optional subject.
         */
        AdminMessage: {
            id: components["schemas"]["AdminMessageId"];
            /** Format: date-time */
            readAt: string | null;
            recipient: components["schemas"]["AdminMessageRecipient"];
            /** @description The administrator who wrote it. */
            senderId: string;
            /** Format: date-time */
            sentAt: string;
            subject: string | null;
            text: string;
        };
        /** @description A message from the platform's administrators to one user. */
        AdminMessageId: string;
        /** AdminMessagePage */
        AdminMessagePage: {
            /** @description Newest first. */
            items: components["schemas"]["AdminMessage"][];
            /** @description Pass as `cursor` for the next (older) page; null on the last page. */
            nextCursor: string | null;
            /** @description For a user, their unread messages from the administrators; for an administrator, the messages sent that their recipients have not read. */
            unreadCount: number;
        };
        /** AdminMessageRecipient */
        AdminMessageRecipient: {
            id: string;
            name: string;
            role: components["schemas"]["Role"] | null;
        };
        /** AdminMessageSendRequest */
        AdminMessageSendRequest: {
            subject?: string;
            /** @description The message (required). */
            text: string;
            /** @description The recipient (required). */
            userId: string;
        };
        /** AdminMessageStats */
        AdminMessageStats: {
            adminMessages: {
                read: number;
                /** @description Distinct users written to. */
                recipients: number;
                sent: number;
                sentLast7Days: number;
                unread: number;
            };
            conversations: {
                /** @description Conversations whose booking is confirmed or in progress. */
                open: number;
                total: number;
            };
            messages: {
                last7Days: number;
                total: number;
                unread: number;
            };
        };
        AdminUser: {
            /** Format: date-time */
            createdAt: string;
            email: string;
            id: string;
            language: components["schemas"]["Language"];
            name: string;
            /**
             * @description null while the person has not chosen a role.
             * @enum {string|null}
             */
            role: "client" | "cleaner" | "admin" | null;
            /** @enum {string} */
            status: "active" | "suspended" | "deleted";
            /** Format: date-time */
            suspendedAt: string | null;
            suspensionReason: string | null;
            username: string;
        };
        /**
         * @description The latest of the account's records, newest first, 20 of each at most: what an admin needs to
         *     answer the person's questions without another screen.
         */
        AdminUserActivity: {
            bookings: {
                /**
                 * @description The account's side of the booking.
                 * @enum {string}
                 */
                as: "client" | "cleaner";
                id: string;
                /** Format: date-time */
                startsAt: string;
                status: components["schemas"]["BookingStatus"];
                totalCents: components["schemas"]["Cents"];
            }[];
            /** @description A cleaner's verification documents; empty for others. */
            documents: {
                id: string;
                rejectionReason: string | null;
                /** @enum {string} */
                status: "pending" | "approved" | "rejected";
                /** @enum {string} */
                type: "id" | "background_check" | "insurance" | "certification";
                /** Format: date-time */
                uploadedAt: string;
            }[];
            /** @description Entries on the account's own ledger accounts (`client:<id>:…`, `cleaner:<id>:…`). */
            ledgerLines: {
                account: string;
                amountCents: components["schemas"]["SignedCents"];
                bookingId: string | null;
                /** Format: date-time */
                createdAt: string;
                /** @description The transaction's kind, such as `booking.deposit`. */
                kind: string;
            }[];
            sessions: {
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                expiresAt: string;
                /** Format: date-time */
                lastUsedAt: string;
                /** Format: date-time */
                revokedAt: string | null;
            }[];
        };
        AdminUserDetail: {
            activeSessions: number;
            activity: components["schemas"]["AdminUserActivity"];
            /** @description Administrators' actions on the account, newest first (50 at most). */
            auditLog: components["schemas"]["AdminAuditEntry"][];
            bookingsAsCleaner: number;
            bookingsAsClient: number;
            /**
             * Format: date-time
             * @description The latest use of any of the account's sessions (to within 5 minutes).
             */
            lastActiveAt: string | null;
            user: components["schemas"]["AdminUser"];
            /** @description For cleaners; null for others. */
            verificationStatus: components["schemas"]["VerificationStatus"] | null;
        };
        AdminUserPage: {
            items: components["schemas"]["AdminUser"][];
            /** @description Pass as `cursor` for the next (older) page. */
            nextCursor: string | null;
        };
        /**
         * AdminVerificationDocument
         * @description A verification document as an administrator reviews it.
         */
        AdminVerificationDocument: {
            cleaner: components["schemas"]["VerificationDocumentCleaner"];
            /** @enum {string} */
            contentType: "application/pdf" | "image/jpeg" | "image/png";
            /** Format: date-time */
            decidedAt: string | null;
            /** @description The administrator who decided; null while pending. */
            decidedBy: string | null;
            fileName: string | null;
            fileUrl: string;
            id: string;
            rejectionReason: string | null;
            sizeBytes: number;
            status: components["schemas"]["VerificationDocumentStatus"];
            type: components["schemas"]["VerificationDocumentType"];
            /** Format: date-time */
            uploadedAt: string;
        };
        /** AdminVerificationDocumentPage */
        AdminVerificationDocumentPage: {
            items: components["schemas"]["AdminVerificationDocument"][];
            /** @description Pass as `cursor` for the next (older) page; null on the last page. */
            nextCursor: string | null;
        };
        AnalyticsAccepted: {
            accepted: number;
        };
        /**
         * @description Events from one browser, sent together (the spec's page views every 2 s check, heartbeat at
         *     3 s then every 28 s). `visitorId` is a random id the browser keeps for the visit; only its
         *     hash is stored, and no IP address is.
         */
        AnalyticsBatch: {
            events: components["schemas"]["AnalyticsEvent"][];
            visitorId: string;
        };
        AnalyticsDay: {
            /** @description Booking requests made that day, whatever became of them. */
            bookings: number;
            /** @description bookings ÷ visits, null without visits. */
            conversionRate: number | null;
            date: components["schemas"]["LocalDate"];
            /** @description Errors reported by browsers that day. */
            errors: number;
            pageViews: number;
            /** @description Accounts created that day (admins excluded). */
            signUps: number;
            /** @description Distinct visitors that day. */
            visits: number;
        };
        /**
         * @description One event. By type, what it needs (`analytics_event_invalid` naming the field otherwise):
         *     `page_view` and `heartbeat` a `path`; `error` a `message`; `custom` a `name`. Paths are kept
         *     without their query string or fragment, and secret-bearing paths (reset links) are masked.
         */
        AnalyticsEvent: {
            /**
             * Format: date-time
             * @description When it happened on the device; the server's time when missing or more than a day off.
             */
            at?: string;
            /** @description For `error`. */
            message?: string;
            /** @description For `custom`, e.g. `booking.form_started`. */
            name?: string;
            path?: string;
            /** @description For `custom`; flat values only. */
            properties?: {
                [key: string]: string | number | boolean;
            };
            referrer?: string;
            /** @description For `error`. */
            stack?: string;
            title?: string;
            /** @enum {string} */
            type: "page_view" | "heartbeat" | "error" | "custom";
        };
        /** @description Days in America/Toronto, oldest first, every day of the range present. */
        AnalyticsReport: {
            days: components["schemas"]["AnalyticsDay"][];
            from: components["schemas"]["LocalDate"];
            to: components["schemas"]["LocalDate"];
            topErrors: {
                count: number;
                message: string;
            }[];
            topEvents: {
                count: number;
                name: string;
            }[];
            topPages: {
                path: string;
                views: number;
            }[];
            totals: {
                bookings: number;
                conversionRate: number | null;
                errors: number;
                pageViews: number;
                signUps: number;
                /** @description Sum of daily visitors. */
                visits: number;
            };
        };
        /**
         * AuthSession
         * @description The user and the session token. Send the token as `Authorization: Bearer <token>`. The same
         *     answer sets the HttpOnly `propre_session` cookie and the readable `propre_csrf` cookie for
         *     browser apps; cookie-authenticated writes must echo `propre_csrf` in `X-CSRF-Token`.
         */
        AuthSession: {
            /** @description Value to send as `X-CSRF-Token` on writes authenticated by the cookie. */
            csrfToken: string;
            /**
             * Format: date-time
             * @description 30 days after sign-in with rememberMe, 12 hours otherwise; 12 hours after sign-up.
             */
            expiresAt: string;
            /** @description Opaque session token (256 bits of randomness). */
            token: string;
            user: components["schemas"]["User"];
        };
        /**
         * AvailabilityBlock
         * @description When a cleaner is available: one date or a recurring series, all day or between two local
         *     times (America/Toronto). `exceptions` are dates on which an occurrence is skipped.
         */
        AvailabilityBlock: {
            allDay: boolean;
            /** Format: date-time */
            createdAt: string;
            /** @description Null when allDay. */
            endTime: components["schemas"]["LocalTime"] | null;
            /** @description Skipped dates, oldest first. */
            exceptions: components["schemas"]["LocalDate"][];
            id: string;
            /** @description Days between occurrences; set for every_n_days blocks only. */
            intervalDays: number | null;
            kind: components["schemas"]["AvailabilityBlockKind"];
            startDate: components["schemas"]["LocalDate"];
            /** @description Null when allDay. */
            startTime: components["schemas"]["LocalTime"] | null;
            /** @description Last possible date of a recurring block (inclusive); null when open-ended or one-off. */
            untilDate: components["schemas"]["LocalDate"] | null;
            /** @description 0 = Sunday … 6 = Saturday; set for weekly blocks only. */
            weekday: number | null;
        };
        /**
         * @description `one_off`: on `startDate` only. `weekly`: every `weekday` from `startDate` (the first
         *     occurrence is the first such weekday on or after it). `every_n_days`: on `startDate`, then
         *     every `intervalDays` days. Recurring blocks end on `untilDate` (inclusive) or never.
         * @enum {string}
         */
        AvailabilityBlockKind: "one_off" | "weekly" | "every_n_days";
        AvailabilityBlockList: {
            /** @description The cleaner's blocks, oldest first. */
            items: components["schemas"]["AvailabilityBlock"][];
        };
        /**
         * AvailabilityOccurrence
         * @description One date on which a block makes the cleaner available.
         */
        AvailabilityOccurrence: {
            allDay: boolean;
            blockId: string;
            /** @description True when busy times the cleaner imported from a calendar cover the whole occurrence. */
            busy: boolean;
            date: components["schemas"]["LocalDate"];
            /**
             * Format: date-time
             * @description The end as a UTC instant (the next local midnight for an all-day occurrence).
             */
            end: string;
            /** @description Local end time; null when allDay. */
            endTime: components["schemas"]["LocalTime"] | null;
            /**
             * Format: date-time
             * @description The start as a UTC instant (local midnight for an all-day occurrence).
             */
            start: string;
            /** @description Local start time; null when allDay. */
            startTime: components["schemas"]["LocalTime"] | null;
        };
        AvailabilityOccurrenceList: {
            from: components["schemas"]["LocalDate"];
            /** @description By date, then start time (all-day first). */
            items: components["schemas"]["AvailabilityOccurrence"][];
            /** @constant */
            timeZone: "America/Toronto";
            to: components["schemas"]["LocalDate"];
            userId: string;
        };
        /**
         * BalancePayment
         * @description The balance (the second 50 %) of a completed booking, for the pay-now page. `status`:
         *     `none` (not due yet), `due` (the off-session charge was declined or the bank asks the
         *     client to authenticate: pay now), `paid`.
         */
        BalancePayment: {
            amount: components["schemas"]["Cents"];
            bookingId: string;
            /** @description While `due`, for Stripe.js on the pay-now page (`confirmCardPayment`); null with the local provider. */
            clientSecret: string | null;
            /**
             * @description The bank's own page for the waiting payment, when the provider gave one; null when the
             *     pay-now page confirms the payment itself with `clientSecret`.
             */
            nextActionUrl: string | null;
            /** @description The balance's payment, the same as the booking's; while `due`, the one waiting for the client. */
            paymentIntentId: string | null;
            paymentStatus: components["schemas"]["PaymentStatus"];
            /** @enum {string} */
            status: "none" | "due" | "paid";
        };
        /** @description A published post, as `BlogPostSummary` plus its body. */
        BlogPost: {
            /** @description Markdown. */
            body: string;
            language: components["schemas"]["Language"];
            languages: components["schemas"]["Language"][];
            /** Format: date-time */
            publishedAt: string;
            slug: components["schemas"]["BlogSlug"];
            summary: string;
            title: string;
        };
        BlogPostPage: {
            items: components["schemas"]["BlogPostSummary"][];
            /** @description Pass as `cursor` for the next (older) page. */
            nextCursor: string | null;
        };
        BlogPostPatch: {
            en?: components["schemas"]["LocalizedBlogContent"] | null;
            fr?: components["schemas"]["LocalizedBlogContent"];
            slug?: components["schemas"]["BlogSlug"];
            /** @enum {string} */
            status?: "draft" | "published";
        };
        BlogPostSummary: {
            /** @description The language of this text; French when the post has no version in the language asked for. */
            language: components["schemas"]["Language"];
            /** @description Every language the post exists in. */
            languages: components["schemas"]["Language"][];
            /** Format: date-time */
            publishedAt: string;
            slug: components["schemas"]["BlogSlug"];
            summary: string;
            title: string;
        };
        /** @description French is required (Charter of the French language); English is optional. */
        BlogPostWrite: {
            en?: components["schemas"]["LocalizedBlogContent"] | null;
            fr: components["schemas"]["LocalizedBlogContent"];
            slug: components["schemas"]["BlogSlug"];
            /**
             * @description draft when left out. Publishing stamps `publishedAt`; going back to draft clears it.
             * @enum {string}
             */
            status?: "draft" | "published";
        };
        /** @example preparer-sa-maison-avant-le-menage */
        BlogSlug: string;
        /**
         * Booking
         * @description One cleaning booked by a client with a cleaner, as its client, its cleaner or an admin sees
         *     it. Times: `date` and `startTime` are local to Quebec; `startsAt` and `endsAt` are the same
         *     instants in UTC.
         */
        Booking: {
            allowPhotos: boolean;
            /** @description Why and by whom the booking was cancelled or declined. */
            cancellation: null | {
                /** Format: date-time */
                at: string;
                /** @enum {string} */
                by: "client" | "cleaner" | "admin" | "system";
                /** @description The cancellation fee kept from the deposit (50 $ under 24 hours before the start, at most the deposit). */
                feeKept: components["schemas"]["Cents"];
                note: string | null;
                reason: string | null;
            };
            /**
             * @description For a pending or confirmed booking, what cancelling or postponing it would do now (see
             *     BookingCancellationTerms), for its client and admins; absent otherwise.
             */
            cancellationTerms?: components["schemas"]["BookingCancellationTerms"];
            checklist: components["schemas"]["ChecklistItem"][];
            cleaner: {
                id: string;
                name: string;
                slug: string;
            };
            /**
             * Format: date-time
             * @description When the booked cleaner's account was suspended while this booking was confirmed or in
             *     progress; null otherwise. The booking stays as it is and appears in the admin dashboard's
             *     `bookings.cleanerUnavailable` list; its client is notified (in the app and by email, at
             *     their email frequency) that the Propre team will contact them, and may cancel it at no
             *     fee until the start (full refund of the deposit, whatever the notice). It stays set if the
             *     cleaner is reactivated: the promise made to the client holds.
             */
            cleanerUnavailableAt: string | null;
            client: {
                id: string;
                name: string;
            };
            /** Format: date-time */
            createdAt: string;
            /** Format: date */
            date: string;
            durationHours: number;
            emergency: boolean;
            emergencyReason: string | null;
            /** Format: date-time */
            endsAt: string;
            /**
             * Format: date-time
             * @description While pending, when the request expires (24 hours after it was made) unless the cleaner answers.
             */
            expiresAt: string | null;
            frequency: components["schemas"]["BookingFrequency"];
            hasPets: boolean;
            /** @description Every transition, oldest first. */
            history: components["schemas"]["BookingTransitionRecord"][];
            id: string;
            label: components["schemas"]["BookingLabel"];
            notes: string | null;
            payment: {
                /** @description The balance charged to the saved card after the service (0 until it succeeds). */
                balancePaid: components["schemas"]["Cents"];
                depositPaid: components["schemas"]["Cents"];
                /**
                 * Format: uri
                 * @description While the balance of a completed booking is owed (`final_failed`: the bank refused it;
                 *     `final_pending`: the bank asks the client to confirm), the marketplace's pay-now page
                 *     for it (`<public URL>/bookings/{bookingId}/pay`, backed by `payments.getBalancePayment`
                 *     and `payments.payBalance`); null once it is paid, and always null for the cleaner.
                 */
                payNowUrl: string | null;
                refunded: components["schemas"]["Cents"];
            };
            paymentStatus: components["schemas"]["BookingPaymentStatus"];
            petType: null | components["schemas"]["BookingPetType"];
            price: components["schemas"]["BookingPrice"];
            priorityLevel: number | null;
            /** @description The property, as it was when booked. */
            property: {
                city: string;
                id: string;
                type: components["schemas"]["PropertyType"];
            };
            /** @description For a recurring booking, its series and its place in it. */
            series: null | {
                count: number;
                id: string;
                /** @description 1 for the first occurrence. */
                index: number;
            };
            serviceType: components["schemas"]["ServiceType"];
            /** @description The address and access details, as far as the viewer may see them (see BookingSite); null for a cleaner before the booking is confirmed. */
            site: null | components["schemas"]["BookingSite"];
            /** Format: date-time */
            startsAt: string;
            startTime: string;
            status: components["schemas"]["BookingStatus"];
            suppliesProvidedByCleaner: boolean;
            /** Format: date-time */
            updatedAt: string;
            work: components["schemas"]["BookingWork"];
        };
        /**
         * BookingCancellationTerms
         * @description What cancelling or postponing the booking would do now, computed by the server (spec §9):
         *     free cancellation until 24 hours before the start, then the 50 $ fee kept from the deposit
         *     (at most the deposit); postponing only until 24 hours before the start. When the cleaner
         *     became unavailable (`Booking.cleanerUnavailableAt`), cancelling is free until the start.
         *     Shown to the client before they confirm, so the screen never computes money.
         */
        BookingCancellationTerms: {
            /** @description The fee kept if the client cancelled now (0 at least 24 hours before the start). */
            feeIfCancelledNow: components["schemas"]["Cents"];
            /**
             * Format: date-time
             * @description Until when cancelling is free (24 hours before the start; the start itself when the cleaner became unavailable).
             */
            freeCancellationUntil: string;
            /**
             * Format: date-time
             * @description Until when the booking may be postponed (24 hours before the start).
             */
            postponeUntil: string;
            /** @description What of the deposit would be refunded if the client cancelled now. */
            refundIfCancelledNow: components["schemas"]["Cents"];
        };
        /**
         * BookingCancelRequest
         * @description Why the client cancels (or withdraws from) the booking.
         */
        BookingCancelRequest: {
            note?: string;
            reason: components["schemas"]["CancellationReason"];
        };
        /**
         * BookingChecklistUpdate
         * @description The whole checklist of a booking. Before the work starts, the client (or an admin) may change
         *     the tasks (the `done` flags are ignored: nothing is done yet). During the work, the cleaner
         *     (or an admin) ticks tasks: the tasks must be the same, in the same order, only `done` changes.
         */
        BookingChecklistUpdate: {
            items: components["schemas"]["ChecklistItem"][];
        };
        /**
         * BookingCreated
         * @description The bookings created — one, or one per occurrence of a series — each pending and with its deposit paid.
         */
        BookingCreated: {
            bookings: components["schemas"]["Booking"][];
            seriesId: string | null;
        };
        /**
         * BookingCreateRequest
         * @description The booking to create, and the card its deposit is charged to.
         */
        BookingCreateRequest: components["schemas"]["BookingFields"] & {
            /** @description The payment method the client's browser obtained from the payment provider (e.g. `pm_card_visa` in tests); saved for the balance after the service. */
            paymentMethodId: string;
        };
        /**
         * BookingDeclineRequest
         * @description Optionally, why the cleaner declines the request.
         */
        BookingDeclineRequest: {
            note?: string;
            reason?: components["schemas"]["CancellationReason"];
        };
        /**
         * BookingFields
         * @description What a client books: priced by `bookings.quote`, booked by `bookings.create` (which also
         *     needs `paymentMethodId`). `propertyId` and `durationHours` are checked by the server so that
         *     their absence is reported as "property required" and "duration required". Times are local to
         *     Quebec (America/Toronto): `date` and `startTime` (on the hour or half hour) of the first
         *     cleaning; the start must be in the future. The cleaner must be listed, serve the property's
         *     city (or cover it within their distance), offer `serviceType` and tolerate the pet.
         */
        BookingFields: {
            /**
             * @description The cleaner may take before/after photos; cleaners must respect a refusal.
             * @default true
             */
            allowPhotos?: boolean;
            /** @description Tasks for the cleaner; without it, the default list of the service type (in the client's language). */
            checklist?: string[];
            cleanerId: string;
            /**
             * Format: date
             * @description Local date of the (first) cleaning.
             */
            date: string;
            /** @description A code from the discount popup (`discount_code_invalid` when unknown or not applicable). */
            discountCode?: string;
            /** @description At least 4 hours, at most 12, in half hours. */
            durationHours?: number;
            /**
             * @description An emergency booking (15 % priority fee on the service). One-time bookings only.
             * @default false
             */
            emergency?: boolean;
            /** @description Required when `emergency` is true. */
            emergencyReason?: string;
            frequency: components["schemas"]["BookingFrequency"];
            /** @default false */
            hasPets?: boolean;
            notes?: string;
            /** @description Required when `hasPets` is true. */
            petType?: components["schemas"]["BookingPetType"];
            /** @description Required when `emergency` is true; 3 is the most urgent. */
            priorityLevel?: number;
            /** @description One of the client's properties. */
            propertyId?: string;
            /** @description Required when `frequency` is `custom`. */
            recurrence?: {
                intervalDays: number;
                occurrences: number;
            };
            serviceType: components["schemas"]["ServiceType"];
            /**
             * @description Local start time, HH:MM in 30-minute steps.
             * @example 09:30
             */
            startTime: string;
            /**
             * @description The cleaner brings the cleaning supplies (10 $ supplies fee).
             * @default false
             */
            suppliesProvidedByCleaner?: boolean;
        } & (unknown & unknown & unknown);
        /**
         * @description `once` books one cleaning. The others create a series of bookings, one per occurrence, each
         *     with its own lifecycle and deposit: weekly, 12 weeks ahead (12 bookings); bi-weekly, 12 weeks
         *     ahead (6 bookings); monthly, 6 months ahead (6 bookings, same day of the month or its last
         *     day); custom, `recurrence.occurrences` bookings every `recurrence.intervalDays` days.
         * @enum {string}
         */
        BookingFrequency: "once" | "weekly" | "bi-weekly" | "monthly" | "custom";
        /**
         * @description The cleaning status shown to people, derived from the status, the payment status, the start
         *     time and the cleaner's punch-in (never stored): `awaiting cleaner` (pending request),
         *     `pending` (confirmed, start ahead), `late` (confirmed, no punch-in 15 minutes after the
         *     start), `no-show` (confirmed, no punch-in 2 hours after the start), `in progress`,
         *     `awaiting payment` (done, balance not paid yet), `completed`. Null for bookings that ended
         *     without a cleaning (cancelled, declined).
         * @enum {string|null}
         */
        BookingLabel: "pending" | "awaiting cleaner" | "awaiting payment" | "in progress" | "completed" | "late" | "no-show" | null;
        /** BookingOccurrenceQuote */
        BookingOccurrenceQuote: {
            /** Format: date */
            date: string;
            /** Format: date-time */
            endsAt: string;
            price: components["schemas"]["BookingPrice"];
            /** Format: date-time */
            startsAt: string;
            startTime: string;
        };
        /** BookingPage */
        BookingPage: {
            items: components["schemas"]["Booking"][];
            /** @description Pass as `cursor` for the next (older) page; null on the last page. */
            nextCursor: string | null;
        };
        /**
         * @description The money side of a booking, as every other payment status of the contract: the values and
         *     what each means are PaymentStatus's (one definition, so the two cannot disagree).
         */
        BookingPaymentStatus: components["schemas"]["PaymentStatus"];
        /**
         * @description The pet at the property; the cleaner must tolerate it (cat → cats, dog → dogs, other → other).
         * @enum {string}
         */
        BookingPetType: "cat" | "dog" | "other";
        /**
         * BookingPhoto
         * @description A before or after photo of a booking, re-encoded as WebP without metadata.
         */
        BookingPhoto: {
            /** Format: date-time */
            createdAt: string;
            id: string;
            kind: components["schemas"]["BookingPhotoKind"];
            room: components["schemas"]["PhotoRoom"];
            /** @description Path of the image (`bookings.getPhoto`); it needs the same credentials as the booking. */
            url: string;
        };
        /**
         * BookingPhotoKind
         * @description A photo taken when the cleaner arrives (`before`) or when the work is done (`after`).
         * @enum {string}
         */
        BookingPhotoKind: "before" | "after";
        /** BookingPhotoList */
        BookingPhotoList: {
            /** @description Before photos first, then after photos, each in upload order. */
            items: components["schemas"]["BookingPhoto"][];
        };
        /**
         * BookingPostponeRequest
         * @description The new local date and start time; the duration stays. The cleaner must be free then.
         */
        BookingPostponeRequest: {
            /** Format: date */
            date: string;
            note?: string;
            startTime: string;
        };
        /**
         * BookingPrice
         * @description A booking's price, computed by the server from the cleaner's rates (never taken from the
         *     client), in cents of CAD:
         *
         *     1. service: hourly rate × hours (hourly cleaners), or the cleaner's fixed price for the
         *        property type (fixed-price cleaners; `property_type_not_priced` when they have none);
         *     2. + supplies fee 10 $ when the cleaner brings the supplies;
         *     3. + emergency fee, 15 % of the service, for an emergency booking;
         *     4. − one discount, the largest that applies (they never stack): first booking 15 %, a
         *        discount-popup code (10 %), or the referral credit (10 $) of a referred client's first
         *        booking — all on the subtotal of 1–3, and only on a client's first booking (one with no
         *        other booking that is pending, confirmed, in progress or completed; in a series, only the
         *        first occurrence);
         *     5. + GST 5 % and QST 9.975 % of the discounted subtotal, each rounded, when the cleaner is
         *        registered for them (has GST and QST numbers);
         *     6. = total; deposit 50 % (half a cent rounded up) charged at booking; balance = total −
         *        deposit after the service.
         *     Every percentage is rounded to the cent, half up.
         */
        BookingPrice: {
            balance: components["schemas"]["Cents"];
            deposit: components["schemas"]["Cents"];
            /** @description The one discount applied, or null. */
            discount: null | {
                amount: components["schemas"]["Cents"];
                code?: string;
                /** @enum {string} */
                kind: "first_booking" | "discount_code" | "referral";
            };
            discountedSubtotal: components["schemas"]["Cents"];
            emergencyFee: components["schemas"]["Cents"];
            gst: components["schemas"]["Cents"];
            /** @description Cents per hour, for hourly pricing. */
            hourlyRate: null | components["schemas"]["Cents"];
            hours: number;
            lines: components["schemas"]["PriceLine"][];
            /** @enum {string} */
            pricing: "hourly" | "fixed";
            qst: components["schemas"]["Cents"];
            service: components["schemas"]["Cents"];
            subtotal: components["schemas"]["Cents"];
            suppliesFee: components["schemas"]["Cents"];
            taxRegistered: boolean;
            total: components["schemas"]["Cents"];
        };
        /**
         * BookingQuote
         * @description What the booking would cost, per occurrence (one for `once`), and what would be charged now (the deposits).
         */
        BookingQuote: {
            /** @description The deposits of every occurrence, charged when booking. */
            dueNow: components["schemas"]["Cents"];
            frequency: components["schemas"]["BookingFrequency"];
            occurrences: components["schemas"]["BookingOccurrenceQuote"][];
            /** @description The totals of every occurrence. */
            total: components["schemas"]["Cents"];
        };
        /**
         * BookingQuoteRequest
         * @description The booking to price; nothing is created or charged.
         */
        BookingQuoteRequest: components["schemas"]["BookingFields"];
        /**
         * BookingSite
         * @description Where the cleaning happens and how to get in, from the client's property as it is now. The
         *     client and admins always see it; the cleaner sees the address once the booking is confirmed,
         *     and the access details (`accessInstructions`, `wifiName`, `wifiPassword`, `parking`) only while
         *     it is confirmed or in progress.
         */
        BookingSite: {
            accessInstructions: string | null;
            address: components["schemas"]["PostalAddress"];
            notes: string | null;
            parking: string | null;
            /** @description The building's position when the client pinned it; null otherwise. */
            pin: null | components["schemas"]["GeoPoint"];
            roomsToAvoid: string | null;
            suppliesLocation: string | null;
            trashLocation: string | null;
            wifiName: string | null;
            wifiPassword: string | null;
        };
        /**
         * @description Where a booking is in its lifecycle. `pending` awaits the cleaner's answer (it expires after
         *     24 hours); `declined` is the cleaner's refusal, `declinedByClient` the client's withdrawal
         *     from a confirmed booking. The spec's `available` describes a free slot in a cleaner's
         *     calendar, never a booking, so no booking has it.
         * @enum {string}
         */
        BookingStatus: "pending" | "confirmed" | "in_progress" | "completed" | "cancelled" | "declined" | "declinedByClient";
        /**
         * BookingTransitionRecord
         * @description One step of a booking's history, as recorded.
         */
        BookingTransitionRecord: {
            /** @enum {string} */
            action: "create" | "accept" | "decline" | "cancel" | "declineByClient" | "postpone" | "expire" | "start" | "complete";
            /** @enum {string} */
            actorRole: "client" | "cleaner" | "admin" | "system";
            /** Format: date-time */
            at: string;
            from: null | components["schemas"]["BookingStatus"];
            /** @description A cancellation reason, or `expired` for a request nobody answered in 24 hours. */
            reason: string | null;
            to: components["schemas"]["BookingStatus"];
        };
        /**
         * BookingWork
         * @description The timesheet of a booking and the state of its quality checklist.
         */
        BookingWork: {
            /**
             * Format: date-time
             * @description When the cleaner submitted the quality checklist (every task done, required photos uploaded).
             */
            checklistSubmittedAt: string | null;
            photos: {
                after: number;
                before: number;
            };
            /** @description The client allowed photos, so at least one before and one after photo are required to submit the checklist. */
            photosRequired: boolean;
            /** Format: date-time */
            punchedInAt: string | null;
            /** Format: date-time */
            punchedOutAt: string | null;
            /** @description Whole minutes between punch-in and punch-out, once both happened. */
            workedMinutes: number | null;
        };
        /**
         * BusyImportResult
         * @description What an imported calendar file produced. Titles and descriptions of events are not kept.
         */
        BusyImportResult: {
            /** @description Busy periods stored, recurring events expanded, within the window. */
            busyPeriods: number;
            /** @description Events (VEVENT) read from the file. */
            events: number;
            /** @description Events that do not make the cleaner busy (cancelled, marked free) or have no start. */
            skipped: number;
            /** Format: date-time */
            windowEnd: string;
            /** Format: date-time */
            windowStart: string;
        };
        /**
         * CalendarFeedLink
         * @description The secret address of the cleaner's calendar feed (ICS), to subscribe to from Google Calendar
         *     ("From URL"), Apple Calendar or Outlook. Only a hash of its token is kept, so the address is
         *     shown when it is issued and never again: `url` is null afterwards. Rotating issues a new one.
         */
        CalendarFeedLink: {
            /** Format: date-time */
            issuedAt: string;
            /**
             * Format: uri
             * @description The feed's address; null when it was already shown.
             */
            url: string | null;
        };
        /** @enum {string} */
        CancellationReason: "schedule_conflict" | "found_alternative" | "price" | "emergency" | "other";
        /** @description An amount in cents of Canadian dollars. */
        Cents: number;
        /** ChecklistItem */
        ChecklistItem: {
            done: boolean;
            task: string;
        };
        /**
         * City
         * @description A Quebec municipality, or a named part of one (a borough such as Saint-Laurent), from the
         *     bundled gazetteer: GeoNames places of 1 000 people or more. Names come in both languages
         *     whatever the caller's `Accept-Language`.
         */
        City: {
            /**
             * @description The GeoNames id; stable across releases of the data, so the one to store.
             * @example 6138501
             */
            id: string;
            /** @example 45.7804 */
            latitude: number;
            /** @example -74.0036 */
            longitude: number;
            /**
             * @description The French name, as GeoNames spells it.
             * @example Saint-Jérôme
             */
            name: string;
            /**
             * @description The English name — an established exonym (Montreal, Quebec City) or else the French name.
             * @example Saint-Jérôme
             */
            nameEn: string;
            /** @description As GeoNames gives it; 0 when it has no figure. */
            population: number;
            region: components["schemas"]["CityRegion"];
            /**
             * @description For URLs; unique. Where two places share a name, the smaller one's slug ends with its region.
             * @example saint-jerome
             */
            slug: string;
        };
        CityList: {
            /** @description Names starting with the query first, then names with a word starting with it; each group most populous first. */
            items: components["schemas"]["City"][];
        };
        /** @description The administrative region a city lies in. */
        CityRegion: {
            id: components["schemas"]["RegionId"];
            /** @example Laurentides */
            name: string;
            /** @example Laurentides */
            nameEn: string;
        };
        /** @description One cleaner's figures, all time unless said otherwise; months in America/Toronto. */
        CleanerAnalytics: {
            bookings: {
                cancelled: number;
                completed: number;
                confirmed: number;
                declined: number;
                declinedByClient: number;
                in_progress: number;
                pending: number;
                total: number;
            };
            cleanerId: string;
            /**
             * @description Completed ÷ bookings the cleaner had to do: completed, plus confirmed or in-progress ones
             *     whose time is over. Cancellations by the client do not count against the cleaner. null without any.
             */
            completionRate: number | null;
            /** @description The last 6 months, oldest first, by the month of the service date. */
            months: {
                bookings: number;
                completed: number;
                month: string;
                revenueCents: components["schemas"]["Cents"];
            }[];
            name: string;
            /** @description Average overall rating of the visible reviews per month written, the last 6 months, oldest first; only months with reviews. */
            ratingTrend: {
                month: string;
                rating: number;
                reviews: number;
            }[];
            /** @description Median minutes from a request to the cleaner's (or an admin's) accept or decline. */
            responseTimeMinutes: number | null;
            /** @description Totals of the cleaner's completed bookings (what clients paid, before fees and payouts). */
            revenueCents: components["schemas"]["Cents"];
            /**
             * @description The last 12 weeks (Monday first, this week last), by the service date for bookings and by
             *     the day written for reviews (visible ones, their overall rating), in America/Toronto.
             */
            weeks: {
                bookings: number;
                completed: number;
                /** @description Average overall rating of the week's reviews, to 2 decimals; null without any. */
                rating: number | null;
                revenueCents: components["schemas"]["Cents"];
                reviews: number;
                /**
                 * Format: date
                 * @description The week's Monday.
                 */
                week: string;
            }[];
        };
        /** @description Computed by the platform, never set by hand; null until there is data. */
        CleanerComputed: {
            completionRate: number | null;
            rating: number | null;
            responseTimeMinutes: number | null;
            reviewCount: number;
        };
        /** CleanerFeedback */
        CleanerFeedback: {
            comment?: string;
            /** @enum {string} */
            reason?: "price" | "availability" | "location" | "communication" | "experience" | "services" | "other";
            /**
             * @description not_interested hides the cleaner from this client's results; report also flags the cleaner for admins.
             * @enum {string}
             */
            type: "like" | "dislike" | "not_interested" | "report";
        };
        /** CleanerOnboarding */
        CleanerOnboarding: {
            completed: boolean;
            /**
             * @description The first step not done yet; null when every step is done.
             * @enum {string|null}
             */
            currentStep: "quick-start" | "ready-to-work" | "full-verification" | null;
            steps: components["schemas"]["OnboardingStep"][];
        };
        /**
         * CleanerProfile
         * @description The cleaner's own profile — `public` exactly as others see it, `private` only for them.
         */
        CleanerProfile: {
            private: {
                address: components["schemas"]["PostalAddress"] | null;
                gstNumber: string | null;
                /** Format: date */
                insuranceExpiresOn: string | null;
                qstNumber: string | null;
            };
            public: components["schemas"]["PublicCleanerProfile"];
        };
        /**
         * CleanerProfilePatch
         * @description A partial update of the cleaner's own profile: only the fields sent change, and a change is
         *     applied only when saved. Bio: 50 to 1 500 characters. Hourly rate: 1 700 to 19 900 cents
         *     (17–199 $). Switching `paymentMethod` keeps the other rates stored but not applied.
         */
        CleanerProfileFields: {
            address?: components["schemas"]["PostalAddress"] | null;
            bio?: string;
            certificates?: string[];
            /** @description How far from the home city the cleaner travels. */
            coverageKm?: number;
            ecoCertified?: boolean;
            education?: string | null;
            equipment?: string[];
            fixedRates?: components["schemas"]["FixedRates"];
            /** @description Federal GST/HST registration number, 123456789RT0001; null when not registered. */
            gstNumber?: string | null;
            /** @description Cents per hour. */
            hourlyRate?: number;
            /** Format: date */
            insuranceExpiresOn?: string | null;
            /** @description ISO 639-1 codes of the languages spoken (fr, en, es…). */
            languages?: string[];
            paymentMethod?: components["schemas"]["PaymentMethod"];
            petTolerance?: components["schemas"]["PetTolerance"][];
            /** @description Quebec QST registration number, 1234567890TQ0001; null when not registered. */
            qstNumber?: string | null;
            /** @description Municipalities served, by name; each must be a known Quebec municipality. */
            serviceCities?: string[];
            serviceTypes?: components["schemas"]["ServiceType"][];
            skills?: string[];
            yearsOfExperience?: number;
        };
        CleanerRates: {
            fixedRates: components["schemas"]["FixedRates"];
            /** @description Cents per hour; null when not set. */
            hourlyRate: number | null;
            paymentMethod: components["schemas"]["PaymentMethod"];
        };
        CleanerReport: {
            cleanerId: string;
            cleanerName: string;
            clientId: string;
            comment: string | null;
            /** Format: date-time */
            createdAt: string;
            /** @enum {string|null} */
            reason: "price" | "availability" | "location" | "communication" | "experience" | "services" | "other" | null;
        };
        /** CleanerSearchPage */
        CleanerSearchPage: {
            items: components["schemas"]["CleanerSearchResult"][];
            nextCursor: string | null;
            /** @description Only when nothing matched — what to try instead. */
            suggestions: null | {
                /** @description Served cities near the searched one, nearest first. */
                nearbyCities: {
                    cleanerCount: number;
                    distanceKm: number;
                    name: string;
                    slug: string;
                }[];
                /** @description Filters that, removed one at a time, would give results. */
                relax: ("serviceType" | "minRating" | "experienceLevel" | "date" | "availableSoon" | "gender" | "ecoCertified" | "verified" | "pets")[];
            };
        };
        /** CleanerSearchResult */
        CleanerSearchResult: {
            cleaner: components["schemas"]["PublicCleanerProfile"];
            /** @description From the searched place to the cleaner's home city; null without a place. */
            distanceKm: number | null;
            /** @description Cents — the hourly rate, or the lowest fixed price, as the cleaner charges now. */
            priceFrom: number | null;
            scores: components["schemas"]["RecommendationScores"];
            /** @enum {string} */
            verificationStatus: "pending" | "verified" | "unverified" | "rejected";
            /**
             * @description Only for a signed-in client: their own like or dislike of this cleaner (what moves the
             *     overall score by +0.05 or −0.10, docs/recommendations.md), null when they gave neither.
             *     Absent for anyone else. A cleaner they marked not_interested never appears.
             * @enum {string|null}
             */
            yourFeedback?: "like" | "dislike" | null;
        };
        /**
         * ClientOnboarding
         * @description The client onboarding of /client-onboarding, in order: `welcome` (done once the client has
         *     seen it, `clients.completeWelcome`), `gender` (always done: sign-up requires an answer, and
         *     "prefer not to say" is one; the screen lets the client change it through `users.updateMe`),
         *     `property` (done when the client has at least one property). When `completed`, the app shows
         *     the celebration screen.
         */
        ClientOnboarding: {
            completed: boolean;
            /**
             * @description The first step not done yet; null when every step is done.
             * @enum {string|null}
             */
            currentStep: "welcome" | "gender" | "property" | null;
            steps: components["schemas"]["ClientOnboardingStep"][];
        };
        /** ClientOnboardingStep */
        ClientOnboardingStep: {
            done: boolean;
            /** @enum {string} */
            id: "welcome" | "gender" | "property";
        };
        CommercialReferral: {
            city: string;
            companyName: string;
            contactName: string;
            /** Format: date-time */
            createdAt: string;
            email: string;
            id: string;
            language: components["schemas"]["Language"];
            message: string | null;
            phone: string | null;
            /** @enum {string} */
            propertyType: "office" | "commercial" | "retail" | "industrial" | "other";
            squareFeet: number | null;
        };
        CommercialReferralPage: {
            items: components["schemas"]["CommercialReferral"][];
            nextCursor: string | null;
        };
        /** @description A commercial property to clean, passed on to our commercial-cleaning partner. */
        CommercialReferralRequest: {
            city: string;
            companyName: string;
            contactName: string;
            email: components["schemas"]["LooseEmail"];
            language?: components["schemas"]["Language"];
            message?: string;
            /** @description 10 to 15 digits once punctuation is removed (`invalid_phone` otherwise). */
            phone?: string;
            /** @enum {string} */
            propertyType: "office" | "commercial" | "retail" | "industrial" | "other";
            squareFeet?: number;
        };
        /** ConnectAccount */
        ConnectAccount: {
            accountCreated: boolean;
            payoutsEnabled: boolean;
            requirements: {
                currentlyDue: string[];
                disabledReason: string | null;
                pastDue: string[];
            };
            status: components["schemas"]["ConnectStatus"];
        };
        /**
         * ConnectOnboardingLink
         * @description A one-time link to the provider's onboarding pages. The provider sends the cleaner back to
         *     `/profile/stripe-connect/return` when done, or `/profile/stripe-connect/refresh` when the
         *     link expired (ask for a new one).
         */
        ConnectOnboardingLink: {
            account: components["schemas"]["ConnectAccount"];
            /** Format: date-time */
            expiresAt: string;
            /** Format: uri */
            url: string;
        };
        /**
         * ConnectStatus
         * @description Where a cleaner's payout account (Stripe Connect) stands, kept current from the provider's
         *     `account.updated` events: `inactive` (no account yet, or closed by the provider),
         *     `incomplete` (onboarding not finished), `pendingRequirements` (the provider asks for more
         *     information), `pending` (information given, being verified), `restricted` (payouts
         *     disabled until something past due is fixed), `active` (can be paid out).
         * @enum {string}
         */
        ConnectStatus: "pendingRequirements" | "pending" | "active" | "inactive" | "incomplete" | "restricted";
        ContactMessage: {
            /** Format: date-time */
            createdAt: string;
            email: string;
            id: string;
            language: components["schemas"]["Language"];
            message: string;
            name: string;
            subject: string;
            /** @description The account that wrote, when signed in. */
            userId: string | null;
        };
        ContactMessagePage: {
            items: components["schemas"]["ContactMessage"][];
            nextCursor: string | null;
        };
        ContactMessageRequest: {
            email: components["schemas"]["LooseEmail"];
            language?: components["schemas"]["Language"];
            message: string;
            name: string;
            subject: string;
        };
        /**
         * Conversation
         * @description The conversation of one booking, between its client and its cleaner. It opens when the
         *     cleaner confirms the booking, takes messages while the booking is confirmed or in progress,
         *     and stays readable (no new messages: `open` false) once the booking is completed, cancelled
         *     or withdrawn.
         */
        Conversation: {
            /**
             * @description What the booking is, so that several conversations with the same person can be told apart:
             *     when it starts, the kind of cleaning and the property's city.
             */
            booking: {
                city: string;
                serviceType: components["schemas"]["ServiceType"];
                /** Format: date-time */
                startsAt: string;
            };
            bookingId: string;
            bookingStatus: components["schemas"]["BookingStatus"];
            counterpart: components["schemas"]["ConversationCounterpart"];
            /**
             * Format: date-time
             * @description The last message's time, or when the conversation opened.
             */
            lastActivityAt: string;
            lastMessage: components["schemas"]["Message"] | null;
            /** @description Whether messages can be sent (the booking is confirmed or in progress). */
            open: boolean;
            /** @description Messages to the caller not yet read. */
            unreadCount: number;
        };
        /**
         * ConversationCounterpart
         * @description The other person of a conversation, as the caller sees them.
         */
        ConversationCounterpart: {
            id: string;
            name: string;
            presence: components["schemas"]["Presence"];
            /** @enum {string} */
            role: "client" | "cleaner";
        };
        /** ConversationPage */
        ConversationPage: {
            /** @description Most recent activity first. */
            items: components["schemas"]["Conversation"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
        };
        /** ConversationReadRequest */
        ConversationReadRequest: {
            /** @description Read up to this message, included; without it, every message to the caller. */
            messageId?: components["schemas"]["MessageId"];
        };
        /** ConversationReadResult */
        ConversationReadResult: {
            bookingId: string;
            /** @description Messages this call marked read. */
            marked: number;
            /** Format: date-time */
            readAt: string;
            /** @description The caller's unread messages left, every conversation and admin message together. */
            unreadCount: number;
        };
        DayHalves: {
            /** @description Available 13:00–17:00. */
            afternoon: boolean;
            /** @description Available 08:00–12:00. */
            morning: boolean;
        };
        /**
         * DeclineCode
         * @description Why the bank refused a card, on `payment_failed` problems (402), the same for every provider:
         *     `card_declined` (no more precise reason, or one a person cannot act on), `insufficient_funds`,
         *     `expired_card`, `incorrect_cvc`, `processing_error` (the bank's side failed; trying again may
         *     work). A client shows its own words for each; new reasons map to `card_declined`.
         * @enum {string}
         */
        DeclineCode: "card_declined" | "insufficient_funds" | "expired_card" | "incorrect_cvc" | "processing_error";
        DeleteAccountRequest: {
            /**
             * @description The confirmation word typed by the user, SUPPRIMER in French or DELETE in English.
             * @example SUPPRIMER
             */
            confirmation: string;
            currentPassword: string;
        };
        DependencyCheck: {
            /** @description Short, non-sensitive reason when the dependency is down. */
            error?: string;
            latencyMs: number;
            /** @enum {string} */
            status: "up" | "down";
        };
        /**
         * DeviceLocation
         * @description Where the cleaner's device is, as its geolocation reports it (browser `GeolocationPosition`
         *     coordinates). `accuracyMeters` is the radius of uncertainty the device reports.
         */
        DeviceLocation: {
            accuracyMeters?: number;
            latitude: number;
            longitude: number;
        };
        /**
         * @description The discount popup's code: 10 % off the first booking of the account with this email
         *     (`bookings.quote` and `bookings.create` take it as `discountCode`; only the largest
         *     first-booking discount applies). `alreadySubscribed` is true when the address had already
         *     claimed a code: the answer then carries that same code (the spec's already-subscribed notice).
         */
        DiscountClaim: {
            alreadySubscribed: boolean;
            /** @example BIENVENUE-7K2M9Q */
            code: string;
            /** @constant */
            firstBookingOnly: true;
            /** @constant */
            percent: 10;
        };
        DiscountClaimRequest: {
            email: components["schemas"]["LooseEmail"];
            language?: components["schemas"]["Language"];
        };
        /**
         * Format: email
         * @example marie@example.ca
         */
        Email: string;
        /**
         * @description How often notification emails are grouped.
         * @enum {string}
         */
        EmailFrequency: "instant" | "daily" | "weekly" | "monthly";
        /**
         * EmbedAuthorization
         * @description A one-time code, posted by the sign-in window to the page that opened it (`postMessage`,
         *     restricted to `redirectOrigin`). Valid 60 seconds, once, with the verifier of its challenge,
         *     the same publishable key and from the same origin.
         */
        EmbedAuthorization: {
            /** @description Opaque, 256 bits of randomness; only its hash is stored. */
            code: string;
            /** Format: date-time */
            expiresAt: string;
            /** @description The origin the code may be posted to and exchanged from. */
            redirectOrigin: string;
        };
        /**
         * EmbedAuthorizationRequest
         * @description What the sign-in window (`/embed/sign-in` on the marketplace's origin) asks for once the person
         *     is signed in there: a one-time code for the embed that opened it. PKCE-style (RFC 7636, S256
         *     only): the embed keeps the verifier, only its SHA-256 travels through the window.
         */
        EmbedAuthorizationRequest: {
            /** @description The partner's publishable key (`pk_live_…`) the embed on that page uses. */
            clientId: string;
            /** @description BASE64URL(SHA-256(code verifier)), without padding. */
            codeChallenge: string;
            /**
             * @default S256
             * @enum {string}
             */
            codeChallengeMethod?: "S256";
            /** @description The partner page's origin (`https://partner.example`); one the key allows. */
            redirectOrigin: string;
        };
        /**
         * EmbedCheck
         * @description A publishable key that may be used from the calling page's origin.
         */
        EmbedCheck: {
            /** @description The page's origin, one of the key's allowed origins. */
            origin: string;
            /** @description The partner the key belongs to. */
            partnerName: string;
        };
        /**
         * EmbedSession
         * @description A short-lived session for a widget on a partner's page: send the token as
         *     `Authorization: Bearer <token>`. It lasts 15 minutes and is not renewed (no cookie, no
         *     refresh token): at expiry the widget asks the person to sign in again through the window.
         */
        EmbedSession: {
            /**
             * Format: date-time
             * @description 15 minutes after the exchange.
             */
            expiresAt: string;
            /** @description Opaque session token (256 bits of randomness), kept in the page's memory only. */
            token: string;
            user: components["schemas"]["User"];
        };
        /**
         * EmbedTokenRequest
         * @description The code the sign-in window posted and the verifier of its challenge.
         */
        EmbedTokenRequest: {
            code: string;
            /** @description The secret the challenge was derived from (RFC 7636 §4.1). */
            codeVerifier: string;
        };
        /**
         * @description Derived from years of experience — under 2 beginner, 2 to 5 intermediate, over 5 expert.
         * @enum {string}
         */
        ExperienceLevel: "beginner" | "intermediate" | "expert";
        /** @enum {string} */
        FaqCategory: "general" | "clients" | "cleaners" | "payments" | "safety";
        FaqEntry: {
            answer: string;
            category: components["schemas"]["FaqCategory"];
            id: string;
            /** @description French when the entry has no version in the language asked for. */
            language: components["schemas"]["Language"];
            question: string;
        };
        FaqEntryPatch: {
            category?: components["schemas"]["FaqCategory"];
            en?: components["schemas"]["LocalizedFaqContent"] | null;
            fr?: components["schemas"]["LocalizedFaqContent"];
            position?: number;
            published?: boolean;
        };
        /** @description French is required; English is optional. `position` orders entries within a category (0 when left out); `published` defaults to true. */
        FaqEntryWrite: {
            category: components["schemas"]["FaqCategory"];
            en?: components["schemas"]["LocalizedFaqContent"] | null;
            fr: components["schemas"]["LocalizedFaqContent"];
            position?: number;
            published?: boolean;
        };
        /** @description Published entries by category (in the enum's order), then position. */
        FaqList: {
            items: components["schemas"]["FaqEntry"][];
        };
        FieldError: {
            /**
             * @description The rule that failed (required, type, format, minLength, additionalProperties…).
             * @example format
             */
            code: string;
            /** @description Human-readable explanation in the negotiated language. */
            message: string;
            /**
             * @description Where the invalid value is: a JSON Pointer into the request part, prefixed with that
             *     part (`/body/email`, `/query/limit`, `/params/id`, `/headers/idempotency-key`).
             * @example /body/email
             */
            pointer: string;
        };
        /**
         * FixedRates
         * @description Fixed price per property type, in cents, from 1 500 (15 $) to 19 900 (199 $) each; null or
         *     absent for a type the cleaner does not price. At least one type must be priced.
         */
        FixedRates: {
            airbnb?: number | null;
            apartment?: number | null;
            bungalo?: number | null;
            commercial?: number | null;
            condo?: number | null;
            house?: number | null;
            office?: number | null;
        };
        ForgotPasswordRequest: {
            email: components["schemas"]["Email"];
        };
        /** @description The same answer whether or not an account uses this email. */
        ForgotPasswordResult: {
            message: string;
        };
        /**
         * @description The room a work photo shows (the public gallery's filters).
         * @enum {string}
         */
        GalleryCategory: "kitchen" | "bathroom" | "living" | "office";
        /** @description A before/after pair from a completed booking whose client allowed photos. */
        GalleryItem: {
            afterUrl: string;
            beforeUrl: string;
            /** @description The municipality only; never the address. */
            city: string;
            id: string;
            /** Format: date-time */
            publishedAt: string;
            /** @enum {string} */
            room: "kitchen" | "bathroom" | "living" | "bedroom" | "office" | "other";
            serviceType: components["schemas"]["ServiceType"];
        };
        GalleryPage: {
            items: components["schemas"]["GalleryItem"][];
            nextCursor: string | null;
        };
        GalleryPhoto: {
            /** @description What the photo shows, in the cleaner's words; null when none. */
            caption: string | null;
            /** @description The room, for the gallery's filters; null when not chosen. */
            category: components["schemas"]["GalleryCategory"] | null;
            id: string;
            /** @description The photo as WebP, at most 1 600 px on its longest side. */
            url: string;
        };
        GalleryPhotoList: {
            /** @description The cleaner's photos, newest first. */
            items: components["schemas"]["GalleryPhoto"][];
            /** @description How many photos a gallery may hold (24). */
            limit: number;
        };
        /** @description The caption and the room of one photo. A caption is trimmed; an empty one (or null) removes it. */
        GalleryPhotoPatch: {
            caption?: string | null;
            category?: components["schemas"]["GalleryCategory"] | null;
        };
        /** @description A before photo and an after photo of the same room of one completed booking. */
        GalleryPublishRequest: {
            afterPhotoId: string;
            beforePhotoId: string;
        };
        /** @enum {string} */
        Gender: "male" | "female" | "other" | "prefer_not_to_say";
        /**
         * GeoPoint
         * @description A point on Earth (WGS 84 degrees).
         */
        GeoPoint: {
            latitude: number;
            longitude: number;
        };
        /**
         * GoogleCalendarAuthorization
         * @description Where to send the cleaner to grant access: Google's consent page (OAuth 2.0 authorization code
         *     with PKCE, S256). Google then redirects to `redirectUri` with `code` and `state` in the query;
         *     the page there hands both to availability.completeGoogleCalendarConnect. Valid 10 minutes; a
         *     new start replaces the previous one.
         */
        GoogleCalendarAuthorization: {
            /** Format: uri */
            authorizationUrl: string;
            /** Format: date-time */
            expiresAt: string;
            /**
             * Format: uri
             * @description The page Google sends the cleaner back to (the calendar page of the marketplace).
             */
            redirectUri: string;
            /** @description The opaque value Google sends back; the callback must carry the same. */
            state: string;
        };
        /**
         * GoogleCalendarCallback
         * @description The `code` and `state` query parameters Google redirected the cleaner back with.
         */
        GoogleCalendarCallback: {
            code: string;
            state: string;
        };
        /**
         * GoogleCalendarStatus
         * @description The cleaner's Google Calendar link. When connected, Propre reads the busy times of the
         *     cleaner's primary Google calendar (they become busy blocks, as an imported .ics file's do) and
         *     writes the cleaner's confirmed bookings into it as busy events, every 15 minutes and whenever a
         *     booking or the availability changes. No token is ever shown.
         */
        GoogleCalendarStatus: {
            /** @description The Google account's address (its primary calendar's id), when connected and known. */
            accountEmail: string | null;
            /** @description Whether this server can connect Google Calendar at all (false when it has no Google credentials). */
            available: boolean;
            /** @description Busy periods read from Google and kept (next 90 days). */
            busyPeriods: number;
            connected: boolean;
            /** Format: date-time */
            connectedAt: string | null;
            /**
             * Format: date-time
             * @description When the last sync that went through ended; null before the first.
             */
            lastSyncAt: string | null;
            /** @description The last sync's failure, null when it went through (or none ran yet). */
            lastSyncError: null | components["schemas"]["GoogleCalendarSyncError"];
            /** @description Bookings currently written into the Google calendar. */
            pushedEvents: number;
        };
        /**
         * GoogleCalendarSyncError
         * @description Why the last sync failed, as a problem code with texts (the same codes the API answers with).
         */
        GoogleCalendarSyncError: {
            /** Format: date-time */
            at: string;
            /**
             * @description `google_calendar_refused`: Google refused Propre's access (revoked or expired): connect
             *     again. `google_calendar_unreachable`: Google did not answer; the sync is retried with a
             *     growing delay.
             * @enum {string}
             */
            code: "google_calendar_refused" | "google_calendar_unreachable";
            /**
             * Format: date-time
             * @description When the next attempt is planned; null when only reconnecting helps.
             */
            retryAt: string | null;
        };
        /** @enum {string} */
        HealthStatus: "up" | "down" | "degraded" | "not_configured";
        /**
         * JobEarning
         * @description What one job earned its cleaner, read from the ledger's settlement of the booking (posted once
         *     the client's balance is paid): `gross` is what the cleaner charged before taxes, `platformFee`
         *     the platform's commission, `net` (gross − fee) what the cleaner is owed. Payouts take earnings
         *     oldest first; `state` says where this one is: `available` (owed, not paid out yet), `pending`
         *     (in a payout on its way to the bank) or `paid` (in a payout that reached the bank).
         */
        JobEarning: {
            bookingId: string;
            /** @description The city of the property cleaned. */
            city: string;
            gross: components["schemas"]["Cents"];
            net: components["schemas"]["Cents"];
            /** @description The payout that took (or is taking) this earning; null while it is available. */
            payoutId: string | null;
            platformFee: components["schemas"]["Cents"];
            serviceDate: components["schemas"]["LocalDate"];
            /**
             * Format: date-time
             * @description When the earning was posted to the ledger (the client's balance paid).
             */
            settledAt: string;
            /** @enum {string} */
            state: "pending" | "available" | "paid";
        };
        /**
         * @description Language of the interface and of emails; French by default.
         * @enum {string}
         */
        Language: "fr" | "en";
        /**
         * LedgerSummary
         * @description The double-entry ledger at a glance. Amounts are signed: positive debits, negative credits.
         *     Every transaction's entries sum to zero (the database refuses to commit one that does not),
         *     so the balances of all kinds together sum to zero.
         */
        LedgerSummary: {
            /**
             * @description The balance of each kind of account, every known kind first (zero when unused):
             *     `external` (money from and back to clients' cards), `client` (credits clients hold),
             *     `cleaner` (earnings owed and payouts), `platform` (fees kept, discounts funded),
             *     `taxes` (GST and QST collected).
             */
            accounts: {
                balanceCents: components["schemas"]["SignedCents"];
                kind: string;
            }[];
            /** @description True when every entry sums to zero and no transaction is unbalanced. */
            balanced: boolean;
            totalCents: components["schemas"]["SignedCents"];
            transactionCount: number;
            /** @description Transactions whose entries do not sum to zero; always 0 unless the database was tampered with. */
            unbalancedTransactionCount: number;
        };
        Liveness: {
            /** @constant */
            status: "ok";
            uptimeSeconds: number;
            /** @description Version of the running API. */
            version: string;
        };
        /**
         * Format: date
         * @description A calendar date in America/Toronto, `YYYY-MM-DD`.
         * @example 2026-11-30
         */
        LocalDate: string;
        LocalizedBlogContent: {
            /** @description Markdown. */
            body: string;
            summary: string;
            title: string;
        };
        LocalizedFaqContent: {
            answer: string;
            question: string;
        };
        /**
         * @description A wall-clock time in America/Toronto, `HH:MM`, on a quarter hour. `24:00` (the end of the
         *     day) is accepted only as an end time.
         * @example 08:00
         */
        LocalTime: string;
        /**
         * LoginRequest
         * @description Sign in with an email or a username (one of them is required), and the password.
         */
        LoginRequest: {
            /** @description Email address, or username. */
            email?: string;
            password: string;
            /**
             * @description A 30-day session instead of a 12-hour one.
             * @default false
             */
            rememberMe?: boolean;
            username?: string;
        };
        LogoutResult: {
            /** @constant */
            loggedOut: true;
        };
        /**
         * @description An email address as a person typed it. The server checks it and answers 400 `invalid_email`
         *     (with the spec's "invalid email" message) rather than a generic format error.
         * @example marie@example.ca
         */
        LooseEmail: string;
        /**
         * Message
         * @description A message between the client and the cleaner of one booking.
         */
        Message: {
            /** @description The booking, which is also the conversation. */
            bookingId: string;
            id: components["schemas"]["MessageId"];
            /**
             * Format: date-time
             * @description When the recipient read it; null while unread.
             */
            readAt: string | null;
            recipientId: string;
            senderId: string;
            /** Format: date-time */
            sentAt: string;
            text: string;
        };
        /** @description A message of a conversation. */
        MessageId: string;
        /** MessagePage */
        MessagePage: {
            /** @description Newest first. */
            items: components["schemas"]["Message"][];
            /** @description Pass as `cursor` for the next (older) page; null on the last page. */
            nextCursor: string | null;
        };
        /** MessageSendRequest */
        MessageSendRequest: {
            text: components["schemas"]["MessageText"];
        };
        /**
         * @description The text of a message, 1 to 2,000 characters (blank texts are refused). A text that contains
         *     a phone number — in any common North American format, or spelled out in words — is refused
         *     (`message_contains_phone_number`): communication stays on the platform.
         */
        MessageText: string;
        /**
         * MessagingUser
         * @description A user an administrator can write to.
         */
        MessagingUser: {
            email: string;
            id: string;
            name: string;
            role: components["schemas"]["Role"] | null;
        };
        /** MessagingUserList */
        MessagingUserList: {
            items: components["schemas"]["MessagingUser"][];
        };
        /**
         * MyPayouts
         * @description A cleaner's balances (from the ledger), each job's earning (the 100 most recent, newest first)
         *     and payout history, newest first.
         */
        MyPayouts: {
            balances: {
                /** @description What an instant payout would take now (the same; the fee comes out of it). */
                available: components["schemas"]["Cents"];
                /** @description Everything owed now (settled work not paid out yet). */
                earned: components["schemas"]["Cents"];
                instantFee: components["schemas"]["Cents"];
                paidOut: components["schemas"]["Cents"];
                /** @description What the next scheduled Friday payout will pay, as things stand (work settled before that Friday's week; after Friday 9:00, this week's work). */
                weeklyPayable: components["schemas"]["Cents"];
            };
            earnings: components["schemas"]["JobEarning"][];
            payouts: components["schemas"]["Payout"][];
        };
        /**
         * MyVerificationDocuments
         * @description The signed-in cleaner's documents, newest first, and the status they add up to.
         */
        MyVerificationDocuments: {
            items: components["schemas"]["VerificationDocument"][];
            verificationStatus: components["schemas"]["VerificationStatus"];
        };
        NearbyCities: {
            city: components["schemas"]["City"];
            /** @description Every other city within the radius, nearest first; empty when there is none. */
            items: components["schemas"]["NearbyCity"][];
            radiusKm: number;
        };
        NearbyCity: {
            city: components["schemas"]["City"];
            /** @description Great-circle distance from the reference city, in kilometres, to 0.1 km. */
            distanceKm: number;
        };
        /**
         * NewAvailabilityBlock
         * @description A block to add. Fields by kind: `weekday` is required for `weekly` and refused otherwise;
         *     `intervalDays` is required for `every_n_days` and refused otherwise; `untilDate` is refused
         *     for `one_off`. `startTime` and `endTime` are required unless `allDay`, refused when it is,
         *     and `endTime` must be after `startTime`. `startDate` lies between today and a year from
         *     today; `untilDate` between `startDate` and two years from today (America/Toronto). Each
         *     broken rule is one entry of `errors[]` in a 400 `validation_failed`.
         *
         *     A block whose occurrences would repeat a slot the cleaner already has — the same date with
         *     the same start and end times, or all day on a date already available all day — is refused
         *     with 409 `availability_slot_exists`. Overlapping but different slots are accepted, and a
         *     skipped occurrence (an exception) does not count.
         * @example {
         *       "kind": "weekly",
         *       "startDate": "2026-12-01",
         *       "weekday": 2,
         *       "allDay": false,
         *       "startTime": "08:00",
         *       "endTime": "12:00"
         *     }
         */
        NewAvailabilityBlock: {
            allDay: boolean;
            endTime?: components["schemas"]["LocalTime"];
            intervalDays?: number;
            kind: components["schemas"]["AvailabilityBlockKind"];
            startDate: components["schemas"]["LocalDate"];
            startTime?: components["schemas"]["LocalTime"];
            untilDate?: components["schemas"]["LocalDate"] | null;
            /** @description 0 = Sunday … 6 = Saturday. */
            weekday?: number;
        };
        NewAvailabilityException: {
            date: components["schemas"]["LocalDate"];
        };
        NewsletterStatus: {
            /** @enum {string} */
            status: "confirmed" | "unsubscribed";
        };
        NewsletterSubscribeRequest: {
            /** @description Must be true (`terms_not_accepted` otherwise). */
            acceptTerms: boolean;
            email: components["schemas"]["LooseEmail"];
            language?: components["schemas"]["Language"];
        };
        /**
         * @description The same answer whether or not the address was already subscribed, so the form tells nobody
         *     who reads the newsletter. A confirmation link is mailed unless the address is already confirmed.
         */
        NewsletterSubscribeResult: {
            /** @constant */
            status: "confirmation_sent";
        };
        NewsletterToken: {
            /** @description The token from the link in the newsletter mail. */
            token: string;
        };
        OnboardingStep: {
            done: boolean;
            /** @enum {string} */
            id: "quick-start" | "ready-to-work" | "full-verification";
            /** @description What is left to do in this step, as stable keys the app translates. */
            missing: string[];
        };
        OutboxMail: {
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description When the SMTP server accepted it; null when mail stays in the outbox (no SMTP configured).
             */
            deliveredAt: string | null;
            id: string;
            locale: components["schemas"]["Language"];
            subject: string;
            /** @description Kind of mail, e.g. password-reset. */
            tag: string;
            text: string;
            to: string;
        };
        OutboxPage: {
            items: components["schemas"]["OutboxMail"][];
            /** @description Pass as `before` for the next (older) page; null on the last page. */
            nextCursor: string | null;
        };
        /**
         * Partner
         * @description An organisation that embeds Propre's widgets on its site or works with Propre from its own
         *     servers (a property manager, a real-estate site…). It authenticates with its secret keys,
         *     and receives signed webhooks for the bookings made through its publishable keys.
         */
        Partner: {
            /** Format: email */
            contactEmail: string;
            /** Format: date-time */
            createdAt: string;
            id: string;
            name: string;
        };
        /**
         * PartnerApiKey
         * @description A partner's API key, without its secret (kept only as a hash). `publishable` keys
         *     (`pk_…`) go in the partner's web pages, in the `Propre-Publishable-Key` header of the
         *     embedded widgets' calls, and work only from the `allowedOrigins`; bookings made with one
         *     belong to the partner (its webhooks). `secret` keys (`sk_…`) authenticate the partner's
         *     servers (`Authorization: Bearer sk_…`) and must never reach a browser.
         */
        PartnerApiKey: {
            /** @description For a publishable key, the origins (`https://partner.example`) whose pages may use it; empty for a secret key. */
            allowedOrigins: string[];
            /** Format: date-time */
            createdAt: string;
            id: string;
            /** @enum {string} */
            kind: "publishable" | "secret";
            /** Format: date-time */
            lastUsedAt: string | null;
            name: string;
            /** @description The key's first characters, to recognise it (`pk_live_3Fq9…`). */
            prefix: string;
            /** Format: date-time */
            revokedAt: string | null;
        };
        /**
         * PartnerApiKeyCreated
         * @description A new key and its `secret`, shown this once; only its hash is kept.
         */
        PartnerApiKeyCreated: {
            key: components["schemas"]["PartnerApiKey"];
            secret: string;
        };
        /** PartnerApiKeyCreateRequest */
        PartnerApiKeyCreateRequest: {
            /**
             * @description Required for a publishable key (1 to 20), refused for a secret key. Each is an origin,
             *     `https://host[:port]` (`http://` only for localhost, for development).
             */
            allowedOrigins?: string[];
            /** @enum {string} */
            kind: "publishable" | "secret";
            /** @description What the key is for (`Widget on www.partner.example`). */
            name: string;
        };
        /** PartnerApiKeyList */
        PartnerApiKeyList: {
            /** @description Every key of the partner, revoked ones included, newest first. */
            items: components["schemas"]["PartnerApiKey"][];
        };
        /**
         * PartnerApiKeyRotated
         * @description A rotation's result, the new key's `secret` shown this once.
         */
        PartnerApiKeyRotated: {
            key: components["schemas"]["PartnerApiKey"];
            revoked: components["schemas"]["PartnerApiKey"];
            secret: string;
        };
        /** PartnerApiKeyUpdateRequest */
        PartnerApiKeyUpdateRequest: {
            /**
             * @description The publishable key's origins from now on (1 to 20), each `https://host[:port]`
             *     (`http://` only for localhost, for development); they replace the ones it had.
             */
            allowedOrigins: string[];
        };
        /**
         * PartnerBooking
         * @description A booking as a partner's webhook carries it — no address, no client contact details.
         */
        PartnerBooking: {
            city: string;
            cleanerId: string;
            /** Format: date */
            date: string;
            durationHours: number;
            /** Format: date-time */
            endsAt: string;
            id: string;
            payment: {
                balancePaid: components["schemas"]["Cents"];
                depositPaid: components["schemas"]["Cents"];
                refunded: components["schemas"]["Cents"];
            };
            paymentStatus: components["schemas"]["PaymentStatus"];
            price: {
                balance: components["schemas"]["Cents"];
                /** @enum {string} */
                currency: "cad";
                deposit: components["schemas"]["Cents"];
                total: components["schemas"]["Cents"];
            };
            serviceType: components["schemas"]["ServiceType"];
            /** Format: date-time */
            startsAt: string;
            startTime: string;
            status: components["schemas"]["BookingStatus"];
        };
        /**
         * PartnerCreated
         * @description The new partner and its first secret key, whose `secret` is shown this once — hand it to the partner.
         */
        PartnerCreated: {
            partner: components["schemas"]["Partner"];
            secretKey: components["schemas"]["PartnerApiKeyCreated"];
        };
        /** PartnerCreateRequest */
        PartnerCreateRequest: {
            /** Format: email */
            contactEmail: string;
            name: string;
        };
        /**
         * PartnerEvent
         * @description The body of a webhook delivery (`POST` to the partner's endpoint, `application/json`).
         *     `id` is the same on every retry of the event: process each id once. The
         *     `Propre-Signature` header is `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>"
         *     with the endpoint's secret>`; refuse a delivery whose signature does not match or whose
         *     `t` is more than 5 minutes old.
         */
        PartnerEvent: {
            /** @description When it happened (unix seconds). */
            created: number;
            data: {
                object: components["schemas"]["PartnerBooking"];
            };
            id: string;
            /** @enum {string} */
            object: "event";
            type: components["schemas"]["PartnerEventType"];
        };
        /**
         * PartnerEventType
         * @description What happened to a booking made through the partner's publishable key: `booking.created`
         *     (requested, deposit paid), `booking.confirmed` (the cleaner accepted), `booking.cancelled`
         *     (cancelled, declined by either side, or expired unanswered: `data.object.status` says which),
         *     `booking.completed` (the cleaner punched out), `booking.paid` (the balance is paid: the
         *     booking is paid in full).
         * @enum {string}
         */
        PartnerEventType: "booking.created" | "booking.confirmed" | "booking.cancelled" | "booking.completed" | "booking.paid";
        /** PartnerPage */
        PartnerPage: {
            items: components["schemas"]["Partner"][];
        };
        /**
         * PartnerWebhookDelivery
         * @description One event sent to one endpoint, with every attempt. A delivery succeeds on any 2xx answer
         *     within 10 seconds; otherwise it is tried again after 1, 2, 4, 8… minutes (doubling, at most
         *     12 hours apart), 12 attempts in all, then `failed`.
         */
        PartnerWebhookDelivery: {
            attempts: {
                /** Format: date-time */
                at: string;
                durationMs: number;
                /** @description Why the attempt failed, when it did (`http_500`, `timeout`, `connection_refused`…). */
                error: string | null;
                number: number;
                /** @description The endpoint's HTTP status, null when it did not answer. */
                statusCode: number | null;
            }[];
            bookingId: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            deliveredAt: string | null;
            endpointId: string;
            eventId: string;
            eventType: components["schemas"]["PartnerEventType"];
            id: string;
            /** Format: date-time */
            nextAttemptAt: string | null;
            /** @enum {string} */
            status: "pending" | "succeeded" | "failed";
        };
        /** PartnerWebhookDeliveryPage */
        PartnerWebhookDeliveryPage: {
            items: components["schemas"]["PartnerWebhookDelivery"][];
            nextCursor: string | null;
        };
        /** PartnerWebhookEndpoint */
        PartnerWebhookEndpoint: {
            /** Format: date-time */
            createdAt: string;
            description: string | null;
            /** Format: date-time */
            disabledAt: string | null;
            events: components["schemas"]["PartnerEventType"][];
            id: string;
            /**
             * @description `disabled` once deleted: nothing more is sent to it, deliveries still waiting are given up.
             * @enum {string}
             */
            status: "enabled" | "disabled";
            /** Format: uri */
            url: string;
        };
        /**
         * PartnerWebhookEndpointCreated
         * @description The endpoint and its signing secret (`whsec_…`), shown this once.
         */
        PartnerWebhookEndpointCreated: {
            endpoint: components["schemas"]["PartnerWebhookEndpoint"];
            secret: string;
        };
        /** PartnerWebhookEndpointCreateRequest */
        PartnerWebhookEndpointCreateRequest: {
            description?: string;
            events: components["schemas"]["PartnerEventType"][];
            /** @description An `https://` URL on the public internet (no credentials, no private or loopback address). */
            url: string;
        };
        /** PartnerWebhookEndpointList */
        PartnerWebhookEndpointList: {
            items: components["schemas"]["PartnerWebhookEndpoint"][];
        };
        /**
         * Passkey
         * @description A passkey (WebAuthn credential) the signed-in user registered, as shown in the account's
         *     security settings. The public key and credential id stay on the server.
         */
        Passkey: {
            /** @description True when the passkey is currently backed up (synced), so losing the device does not lose it. */
            backedUp: boolean;
            /** Format: date-time */
            createdAt: string;
            /**
             * @description `multiDevice` when the authenticator may synchronise it to the user's other devices (a
             *     synced passkey), `singleDevice` when it never leaves the authenticator (a security key).
             * @enum {string}
             */
            deviceType: "singleDevice" | "multiDevice";
            /** @example pky_01jd0v3v4m0000000000000000 */
            id: string;
            /**
             * Format: date-time
             * @description The last sign-in with it, or null when it was never used.
             */
            lastUsedAt: string | null;
            /** @description The name the user gave it (for example "iPhone de Marie"), or a default one. */
            name: string;
        };
        /**
         * PasskeyAuthenticationCredential
         * @description `AuthenticationResponseJSON`: the assertion as `navigator.credentials.get()` returns it,
         *     serialised by `PublicKeyCredential.toJSON()` (or @simplewebauthn/browser's `startAuthentication`).
         */
        PasskeyAuthenticationCredential: {
            /** @enum {string} */
            authenticatorAttachment?: "platform" | "cross-platform";
            /** @description WebAuthn extension outputs, by extension name. */
            clientExtensionResults: {
                [key: string]: unknown;
            };
            id: components["schemas"]["PasskeyBase64Url"];
            rawId: components["schemas"]["PasskeyBase64Url"];
            response: {
                attestationObject?: components["schemas"]["PasskeyBase64Url"];
                authenticatorData: components["schemas"]["PasskeyBase64Url"];
                clientDataJSON: components["schemas"]["PasskeyBase64Url"];
                signature: components["schemas"]["PasskeyBase64Url"];
                userHandle?: components["schemas"]["PasskeyBase64Url"];
            };
            /** @constant */
            type: "public-key";
        };
        /**
         * PasskeyBase64Url
         * @description Bytes in unpadded base64url, as WebAuthn's JSON serialisation writes them.
         */
        PasskeyBase64Url: string;
        /**
         * PasskeyCredentialDescriptor
         * @description A credential the browser should exclude (registration) or may use (sign-in).
         */
        PasskeyCredentialDescriptor: {
            id: components["schemas"]["PasskeyBase64Url"];
            transports?: string[];
            /** @constant */
            type: "public-key";
        };
        /**
         * PasskeyList
         * @description The signed-in user's passkeys, oldest first.
         */
        PasskeyList: {
            items: components["schemas"]["Passkey"][];
        };
        /**
         * PasskeyLoginOptions
         * @description What a browser needs to sign in with a passkey, and the challenge to name when sending the answer back.
         */
        PasskeyLoginOptions: {
            /** @description Opaque; send it back unchanged in auth.finishPasskeyLogin. Valid five minutes, once. */
            challengeId: string;
            options: components["schemas"]["PasskeyRequestOptions"];
        };
        /**
         * PasskeyLoginRequest
         * @description The assertion answering the options of auth.startPasskeyLogin, with the challenge they came with.
         */
        PasskeyLoginRequest: {
            /** @description The `challengeId` of auth.startPasskeyLogin, unchanged. */
            challengeId: string;
            /**
             * @description A 30-day session instead of a 12-hour one.
             * @default false
             */
            rememberMe?: boolean;
            response: components["schemas"]["PasskeyAuthenticationCredential"];
        };
        /**
         * PasskeyRegistrationCredential
         * @description `RegistrationResponseJSON`: the new credential as `navigator.credentials.create()` returns it,
         *     serialised by `PublicKeyCredential.toJSON()` (or @simplewebauthn/browser's `startRegistration`).
         */
        PasskeyRegistrationCredential: {
            /** @enum {string} */
            authenticatorAttachment?: "platform" | "cross-platform";
            /** @description WebAuthn extension outputs, by extension name. */
            clientExtensionResults: {
                [key: string]: unknown;
            };
            id: components["schemas"]["PasskeyBase64Url"];
            rawId: components["schemas"]["PasskeyBase64Url"];
            response: {
                attestationObject: components["schemas"]["PasskeyBase64Url"];
                authenticatorData?: components["schemas"]["PasskeyBase64Url"];
                clientDataJSON: components["schemas"]["PasskeyBase64Url"];
                publicKey?: components["schemas"]["PasskeyBase64Url"];
                publicKeyAlgorithm?: number;
                transports?: string[];
            };
            /** @constant */
            type: "public-key";
        };
        /**
         * PasskeyRegistrationOptions
         * @description `PublicKeyCredentialCreationOptionsJSON` (WebAuthn Level 3), to pass to
         *     `navigator.credentials.create()` (for example with @simplewebauthn/browser's
         *     `startRegistration({ optionsJSON })`). Valid five minutes, for one registration.
         */
        PasskeyRegistrationOptions: {
            /** @enum {string} */
            attestation?: "none" | "indirect" | "direct" | "enterprise";
            attestationFormats?: string[];
            authenticatorSelection?: {
                /** @enum {string} */
                authenticatorAttachment?: "platform" | "cross-platform";
                requireResidentKey?: boolean;
                /** @enum {string} */
                residentKey?: "discouraged" | "preferred" | "required";
                /** @enum {string} */
                userVerification?: "discouraged" | "preferred" | "required";
            };
            challenge: components["schemas"]["PasskeyBase64Url"];
            /** @description The user's passkeys already registered, so an authenticator does not register twice. */
            excludeCredentials?: components["schemas"]["PasskeyCredentialDescriptor"][];
            /** @description WebAuthn extension inputs, by extension name. */
            extensions?: {
                [key: string]: unknown;
            };
            hints?: ("hybrid" | "security-key" | "client-device")[];
            pubKeyCredParams: {
                /** @description A COSE algorithm identifier (-7 is ES256, -8 EdDSA, -257 RS256). */
                alg: number;
                /** @constant */
                type: "public-key";
            }[];
            rp: {
                /** @description The relying party id (the site's domain). */
                id?: string;
                name: string;
            };
            /** @description Milliseconds the browser may wait for the user. */
            timeout?: number;
            user: {
                displayName: string;
                id: components["schemas"]["PasskeyBase64Url"];
                name: string;
            };
        };
        /**
         * PasskeyRegistrationRequest
         * @description The new credential, answering the options of auth.startPasskeyRegistration, and a name for it.
         */
        PasskeyRegistrationRequest: {
            /** @description How the user will recognise it in the list (for example "iPhone de Marie"); a default name otherwise. */
            name?: string;
            response: components["schemas"]["PasskeyRegistrationCredential"];
        };
        /**
         * PasskeyRequestOptions
         * @description `PublicKeyCredentialRequestOptionsJSON` (WebAuthn Level 3), to pass to
         *     `navigator.credentials.get()` (for example with @simplewebauthn/browser's
         *     `startAuthentication({ optionsJSON })`). `allowCredentials` is empty: the authenticator offers
         *     the passkeys it holds for this site (discoverable credentials).
         */
        PasskeyRequestOptions: {
            allowCredentials?: components["schemas"]["PasskeyCredentialDescriptor"][];
            challenge: components["schemas"]["PasskeyBase64Url"];
            /** @description WebAuthn extension inputs, by extension name. */
            extensions?: {
                [key: string]: unknown;
            };
            hints?: ("hybrid" | "security-key" | "client-device")[];
            /** @description The relying party id (the site's domain). */
            rpId?: string;
            /** @description Milliseconds the browser may wait for the user. */
            timeout?: number;
            /** @enum {string} */
            userVerification?: "discouraged" | "preferred" | "required";
        };
        /**
         * @description At least 8 and at most 128 characters, any characters. No composition rules; the most
         *     common passwords, and passwords equal to the username or email, are refused
         *     (`password_too_common`).
         */
        Password: string;
        /** PayBalanceRequest */
        PayBalanceRequest: {
            /** @description The card to pay with now (the saved one, or a new one from the browser). */
            paymentMethodId: string;
        };
        /**
         * PaymentConfig
         * @description The payment provider cards go through, and what a browser needs to use it.
         */
        PaymentConfig: {
            /**
             * @description `local`: the built-in test provider's card form; `stripe`: Stripe's Payment Element.
             * @enum {string}
             */
            provider: "local" | "stripe";
            /** @description Stripe's publishable key (present when `provider` is `stripe`). */
            publishableKey?: string;
        };
        /**
         * @description How the cleaner charges; one at a time. Switching keeps the other rates stored but not applied.
         * @enum {string}
         */
        PaymentMethod: "hourly" | "fixed";
        /**
         * PaymentStatus
         * @description Where a booking's payment stands. `initial_*` is the deposit charged at booking (50 %),
         *     `final_*` the balance charged after the service (50 %):
         *     `initial_pending` (deposit asked for, or waiting for the bank's authentication),
         *     `initial_failed` (deposit declined), `initial_completed` (deposit captured),
         *     `final_pending` (balance asked for, or waiting for the client on the pay-now page),
         *     `final_failed` (balance declined), `final_completed` (balance captured: everything is paid),
         *     `final_refunded` (everything captured given back: the deposit of a booking declined,
         *     expired or cancelled 24 h or more ahead, or deposit and balance after the service),
         *     `final_partially_refunded` (part given back, part kept, such as the 50 $ fee of a late
         *     cancellation; a fee that takes the whole deposit leaves `initial_completed`).
         *     `fully_paid`, `partially_paid`, `completed`, `failed` and `refunded` describe a payment
         *     taken in one go, which bookings do not use: accepted and shown, never set.
         * @enum {string}
         */
        PaymentStatus: "initial_pending" | "initial_failed" | "initial_completed" | "final_pending" | "final_failed" | "final_completed" | "final_refunded" | "final_partially_refunded" | "fully_paid" | "partially_paid" | "completed" | "failed" | "refunded";
        /**
         * Payout
         * @description Money paid out to a cleaner: `weekly` (Fridays, for the previous week's completed and
         *     settled work) or `instant` (same day, on request, for a 5 $ fee). `amount` leaves the
         *     cleaner's earnings; `net` (amount − fee) reaches their bank.
         */
        Payout: {
            amount: components["schemas"]["Cents"];
            attempts: number;
            cleanerId: string;
            /** Format: date-time */
            createdAt: string;
            failureCode: string | null;
            fee: components["schemas"]["Cents"];
            id: string;
            /** @enum {string} */
            method: "weekly" | "instant";
            net: components["schemas"]["Cents"];
            /** Format: date-time */
            paidAt: string | null;
            /** @description The ISO week paid for (`2026-W47`), for weekly payouts. */
            period: string | null;
            /** @enum {string} */
            status: "pending" | "paid" | "failed";
        };
        /** PayoutPage */
        PayoutPage: {
            items: components["schemas"]["Payout"][];
        };
        /** @enum {string} */
        PetTolerance: "cats" | "dogs" | "birds" | "other";
        /**
         * PhotoRoom
         * @description The room a before/after photo shows (the gallery filters on kitchen, bathroom, living and office).
         * @enum {string}
         */
        PhotoRoom: "kitchen" | "bathroom" | "living" | "bedroom" | "office" | "other";
        /** PostalAddress */
        PostalAddress: {
            city: string;
            /** @constant */
            country: "CA";
            /** @description Canadian postal code, A1A 1A1 (the space is optional on input). */
            postalCode: string;
            province: components["schemas"]["Province"];
            streetAddress: string;
        };
        /**
         * @description A Canadian postal code, `A1A 1A1` (any case, the space optional): D, F, I, O, Q and U never
         *     appear, W and Z never first. Saved upper case with the space. A property's must also be in
         *     Quebec (start with G, H or J), else 422 `invalid_address`.
         * @example H2X 1K4
         */
        PostalCode: string;
        /**
         * @description Whether a person is reachable on the live connection: `online` while at least one of their
         *     sockets is open, `busy` or `away` when they said so (SET_PRESENCE), `offline` when none is open.
         * @enum {string}
         */
        Presence: "online" | "offline" | "busy" | "away";
        /**
         * PriceLine
         * @description One line of a price, in the order it is computed; the amounts add up to the total.
         */
        PriceLine: {
            amount: components["schemas"]["SignedCents"];
            /** @description The discount code, for a `discount_code` line. */
            code?: string;
            /** @enum {string} */
            kind: "service" | "supplies_fee" | "emergency_fee" | "first_booking_discount" | "discount_code" | "referral_credit" | "gst" | "qst";
            /** @description The rate applied, for percentage lines (15 for the emergency fee, 5 for GST, 9.975 for QST…). */
            percent?: number;
        };
        /** @description The business constants of spec §9, as the API applies them. Percentages are plain numbers (9.975 is 9.975 %). */
        PricingTerms: {
            cancellationFee: components["schemas"]["Cents"];
            /**
             * @description Cancelling at least this long before the start is free.
             * @example 24
             */
            cancellationNoticeHours: number;
            /**
             * @description Share of the total charged at booking; the rest after the service.
             * @example 50
             */
            depositPercent: number;
            /**
             * @description The discount popup's code, on a first booking.
             * @example 10
             */
            discountPopupPercent: number;
            /** @example 15 */
            emergencyFeePercent: number;
            /** @example 15 */
            firstBookingDiscountPercent: number;
            /** @example 5 */
            gstPercent: number;
            instantPayoutFee: components["schemas"]["Cents"];
            /**
             * @description The platform's commission on what the cleaner charges, before taxes.
             * @example 15
             */
            platformFeePercent: number;
            /**
             * @description On the price before GST.
             * @example 9.975
             */
            qstPercent: number;
            referralWelcomeCredit: components["schemas"]["Cents"];
            referrerBonus: components["schemas"]["Cents"];
            /** @example 6 */
            rewardValidityMonths: number;
            suppliesFee: components["schemas"]["Cents"];
        };
        /**
         * Problem
         * @description An RFC 9457 problem detail with Propre's extension members.
         */
        Problem: {
            /**
             * @description Stable machine-readable code; see docs/errors.md for the catalogue.
             * @example validation_failed
             */
            code: string;
            declineCode?: components["schemas"]["DeclineCode"];
            /** @description Explanation of this occurrence, in the negotiated language. */
            detail?: string;
            /** @description One entry per invalid field (validation problems only). */
            errors?: components["schemas"]["FieldError"][];
            /** @description Path of the request that failed. */
            instance?: string;
            /** @description The X-Request-Id of the call, to quote when contacting support. */
            requestId: string;
            status: number;
            /** @description Short summary of the kind of problem, in the negotiated language. */
            title: string;
            /**
             * Format: uri
             * @description Identifies the kind of problem; resolves to its documentation.
             * @example https://propre.ca/problems/validation-failed
             */
            type: string;
        };
        /** @description A cleaner with documents to review; decide each with `verification.decideDocument`. */
        ProfileReview: {
            cleaner: {
                /** Format: date-time */
                createdAt: string;
                email: string;
                id: string;
                name: string;
            };
            /** Format: date-time */
            oldestPendingAt: string;
            pendingDocuments: {
                id: string;
                type: components["schemas"]["VerificationDocumentType"];
                /** Format: date-time */
                uploadedAt: string;
            }[];
            profile: null | {
                hourlyRate: components["schemas"]["Cents"] | null;
                listed: boolean;
                serviceCities: string[];
                slug: string;
                yearsOfExperience: number | null;
            };
            verificationStatus: components["schemas"]["VerificationStatus"];
        };
        /** @description Oldest waiting first, at most 100 cleaners. */
        ProfileReviewList: {
            items: components["schemas"]["ProfileReview"][];
        };
        /**
         * Property
         * @description A client's property, where cleanings happen. Its address was chosen from the server's
         *     suggestions; `latitude` and `longitude` are the municipality's (there is no street-level
         *     geocoder), so distances to a property are distances to its town or borough.
         */
        Property: {
            /** @description How to get in. Null when not given, or when hidden from the caller (see `accessRevealed`). */
            accessInstructions: string | null;
            /**
             * @description Whether the Wi-Fi name and password and the access instructions are shown: always for
             *     the owner; for a cleaner, only with a confirmed booking at the property.
             */
            accessRevealed: boolean;
            address: components["schemas"]["PostalAddress"];
            /** @description Half bathrooms (a toilet and a sink, no bath or shower) count as 0.5. */
            bathrooms: number;
            bedrooms: number;
            /** Format: date-time */
            createdAt: string;
            /** @example prp_01jd0v3v4m0000000000000000 */
            id: string;
            /** @description The municipality's, not the building's. */
            latitude: number;
            /** @description The municipality's, not the building's. */
            longitude: number;
            /** @example Condo du Plateau */
            name: string;
            notes: components["schemas"]["PropertyText"];
            parking: components["schemas"]["PropertyText"];
            /** @description The building's position, pinned by the client (map or device location); punch-in and punch-out are checked against it. */
            pin: null | components["schemas"]["GeoPoint"];
            /** @description The municipality's GeoNames id (see `places.getCity`). */
            placeId: string;
            roomsToAvoid: components["schemas"]["PropertyText"];
            squareFeet: number | null;
            stories: number;
            suppliesLocation: components["schemas"]["PropertyText"];
            trashLocation: components["schemas"]["PropertyText"];
            type: components["schemas"]["PropertyType"];
            /** Format: date-time */
            updatedAt: string;
            /** @description Null when not given, or when hidden from the caller (see `accessRevealed`). */
            wifiName: string | null;
            /** @description Null when not given, or when hidden from the caller (see `accessRevealed`). */
            wifiPassword: string | null;
        };
        /**
         * PropertyCreateRequest
         * @description A new property. The address comes from a suggestion (`addressSuggestionId`) — the spec's
         *     "address must be chosen from suggestions"; `streetAddress` must be that suggestion's street
         *     line, written as the client likes (case, accents, hyphens and St/Saint may differ: it is kept
         *     as sent). `postalCode` is needed when the suggestion has none, and must agree with it
         *     otherwise.
         */
        PropertyCreateRequest: {
            accessInstructions?: components["schemas"]["PropertyText"];
            addressSuggestionId: components["schemas"]["AddressSuggestionId"];
            /** @description Half bathrooms count as 0.5. */
            bathrooms: number;
            bedrooms: number;
            /** @example Condo du Plateau */
            name: string;
            notes?: components["schemas"]["PropertyText"];
            parking?: components["schemas"]["PropertyText"];
            /** @description The building's position (within 30 km of the municipality chosen), from a map pin or the device's location. */
            pin?: components["schemas"]["GeoPoint"];
            postalCode?: components["schemas"]["PostalCode"];
            roomsToAvoid?: components["schemas"]["PropertyText"];
            squareFeet?: number | null;
            stories: number;
            /** @example 123 rue Saint-Denis */
            streetAddress: string;
            suppliesLocation?: components["schemas"]["PropertyText"];
            trashLocation?: components["schemas"]["PropertyText"];
            type: components["schemas"]["PropertyType"];
            wifiName?: string | null;
            wifiPassword?: string | null;
        };
        /** PropertyList */
        PropertyList: {
            /** @description The caller's properties, oldest first; a client has at most 50. */
            items: components["schemas"]["Property"][];
        };
        /**
         * PropertyPatch
         * @description The fields to change; null clears an optional one. Changing the address needs a new
         *     suggestion: `streetAddress` or `postalCode` without `addressSuggestionId` answers 422
         *     `invalid_address`, and with one they follow the rules of creation.
         */
        PropertyPatch: {
            accessInstructions?: components["schemas"]["PropertyText"];
            addressSuggestionId?: components["schemas"]["AddressSuggestionId"];
            bathrooms?: number;
            bedrooms?: number;
            name?: string;
            notes?: components["schemas"]["PropertyText"];
            parking?: components["schemas"]["PropertyText"];
            /** @description The building's position (within 30 km of the municipality chosen); null clears it. */
            pin?: null | components["schemas"]["GeoPoint"];
            postalCode?: components["schemas"]["PostalCode"];
            roomsToAvoid?: components["schemas"]["PropertyText"];
            squareFeet?: number | null;
            stories?: number;
            streetAddress?: string;
            suppliesLocation?: components["schemas"]["PropertyText"];
            trashLocation?: components["schemas"]["PropertyText"];
            type?: components["schemas"]["PropertyType"];
            wifiName?: string | null;
            wifiPassword?: string | null;
        };
        /** @description Free text for the cleaner, at most 500 characters; blank or null clears it. */
        PropertyText: string | null;
        /** @enum {string} */
        PropertyType: "house" | "apartment" | "condo" | "office" | "bungalo" | "airbnb" | "commercial";
        /**
         * ProviderEvent
         * @description A Stripe event (`object` = `event`); only the fields Propre reads are described.
         */
        ProviderEvent: {
            /** @description The connected account an event is about (Connect events). */
            account?: string;
            data: {
                object: Record<string, never>;
            };
            id: string;
            type: string;
        };
        /**
         * @description Canadian province or territory, as its two-letter postal abbreviation.
         * @enum {string}
         */
        Province: "QC" | "ON" | "NB" | "NS" | "PE" | "NL" | "MB" | "SK" | "AB" | "BC" | "YT" | "NT" | "NU";
        /**
         * PublicCleanerProfile
         * @description What anyone may see of a cleaner (/cleaners/{slug}); no contact or tax details.
         */
        PublicCleanerProfile: {
            bio: string | null;
            certificates: string[];
            coverageKm: number;
            ecoCertified: boolean;
            education: string | null;
            equipment: string[];
            experienceLevel: components["schemas"]["ExperienceLevel"] | null;
            /** @description The cleaner's work gallery, oldest first (profile pages only; search results leave it out). */
            gallery?: components["schemas"]["GalleryPhoto"][];
            id: string;
            languages: string[];
            /** Format: date-time */
            memberSince: string;
            name: string;
            petTolerance: components["schemas"]["PetTolerance"][];
            profilePic: string | null;
            rates: components["schemas"]["CleanerRates"];
            /**
             * @description The averages of the cleaner's reviews per category and the latest three (profile pages
             *     only; search results leave it out). The whole list: reviews.listForCleaner.
             */
            reviews?: {
                latest: components["schemas"]["PublicReview"][];
                summary: components["schemas"]["ReviewSummary"];
            };
            serviceCities: string[];
            serviceTypes: components["schemas"]["ServiceType"][];
            skills: string[];
            slug: string;
            stats: components["schemas"]["CleanerComputed"];
            /** @description True when the cleaner has GST and QST numbers, so bookings carry both taxes. */
            taxRegistered: boolean;
            /**
             * @description Whether the platform verified the cleaner's identity and background check (profile pages
             *     only; search results carry it beside the profile, in `CleanerSearchResult`).
             */
            verificationStatus?: components["schemas"]["VerificationStatus"];
            yearsOfExperience: number | null;
        };
        /**
         * PublicReview
         * @description A review as anyone sees it on the cleaner's profile; hidden reviews never appear.
         */
        PublicReview: {
            /** @description The client's first name and initial ("Marie T."). */
            authorName: string;
            comment: string;
            /** Format: date-time */
            createdAt: string;
            id: string;
            ratings: components["schemas"]["ReviewRatings"];
            reply: components["schemas"]["ReviewReply"] | null;
            serviceType: components["schemas"]["ServiceType"];
        };
        /** PublicReviewPage */
        PublicReviewPage: {
            items: components["schemas"]["PublicReview"][];
            /** @description Pass as `cursor` for the next (older) page; null on the last page. */
            nextCursor: string | null;
        };
        Readiness: {
            checks: {
                database: components["schemas"]["DependencyCheck"];
                jobs: components["schemas"]["DependencyCheck"];
            };
            /** @enum {string} */
            status: "ready" | "unavailable";
        };
        /** @description What was stored, for the person to quote when they write again. */
        Received: {
            id: string;
            /** Format: date-time */
            receivedAt: string;
        };
        /**
         * RecommendationScores
         * @description Scores from 0 to 1, computed as docs/recommendations.md describes.
         */
        RecommendationScores: {
            availability: number;
            location: number;
            overall: number;
            rating: number;
            reliability: number;
        };
        /**
         * ReconciliationReport
         * @description The ledger compared with the provider's payments since `since`: each difference names the
         *     payment and what disagrees. `ledgerBalanced` is the ledger summing to zero.
         */
        ReconciliationReport: {
            checkedPayments: number;
            differences: {
                bookingId: string | null;
                /** @enum {string} */
                kind: "charge_without_booking" | "amount_mismatch" | "refund_mismatch";
                ledgerCents: number;
                paymentIntentId: string;
                providerCents: number;
            }[];
            ledgerBalanced: boolean;
            /** Format: date-time */
            since: string;
        };
        /**
         * ReferralInvitation
         * @description What an invitation link's code stands for, before the sign-up (referrals.getInvitation).
         */
        ReferralInvitation: {
            /** @description The code as the sign-up takes it (`referralCode`), upper case. */
            code: string;
            /** @description Who shared it (first name and initial). */
            referrerName: string;
            terms: {
                referrerBonus: components["schemas"]["Cents"];
                validityMonths: number;
                welcomeCredit: components["schemas"]["Cents"];
            };
        };
        /**
         * ReferralOverview
         * @description The caller's referral code and link, the programme's terms and their totals (/referrals).
         */
        ReferralOverview: {
            /** @description What a new user enters at sign-up (`referralCode`). */
            code: string;
            /** @description The sign-up invitation carrying the code (/referral-program?code=…). */
            link: string;
            /** @description How many people signed up with the code (there is no limit). */
            referredCount: number;
            /** @description The caller's rewards, summed by status, in cents. */
            rewards: {
                available: components["schemas"]["Cents"];
                earned: components["schemas"]["Cents"];
                expired: components["schemas"]["Cents"];
                pending: components["schemas"]["Cents"];
                replaced: components["schemas"]["Cents"];
                used: components["schemas"]["Cents"];
            };
            terms: {
                referrerBonus: components["schemas"]["Cents"];
                validityMonths: number;
                welcomeCredit: components["schemas"]["Cents"];
            };
        };
        /** ReferralReward */
        ReferralReward: {
            amount: components["schemas"]["Cents"];
            /** @description The booking that earned or used the reward. */
            bookingId: string | null;
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description Six months after the referral; a reward still pending or available then expires.
             */
            expiresAt: string;
            id: string;
            kind: components["schemas"]["ReferralRewardKind"];
            /** @description Who was referred (first name and initial). */
            referredName: string;
            /** @description Who referred them (first name and initial). */
            referrerName: string;
            /**
             * Format: date-time
             * @description When it was earned, used, replaced or expired.
             */
            resolvedAt: string | null;
            status: components["schemas"]["ReferralRewardStatus"];
        };
        /**
         * ReferralRewardKind
         * @description `referrer_bonus`: 20 $ to a cleaner who referred a cleaner, once the referred cleaner
         *     finishes a first job. `welcome_credit`: 10 $ off the first booking of a referred client.
         * @enum {string}
         */
        ReferralRewardKind: "referrer_bonus" | "welcome_credit";
        /** ReferralRewardPage */
        ReferralRewardPage: {
            items: components["schemas"]["ReferralReward"][];
            /** @description Pass as `cursor` for the next (older) page; null on the last page. */
            nextCursor: string | null;
        };
        /**
         * ReferralRewardStatus
         * @description A referrer bonus is `pending` until the referred cleaner's first completed job, then
         *     `earned` (credited to the cleaner's earnings, paid with the next payout). A welcome credit
         *     is `available` until the client's first booking is completed, then `used` — or `replaced`
         *     when a larger first-booking discount applied instead (discounts never stack). Either is
         *     `expired` when 6 months pass first.
         * @enum {string}
         */
        ReferralRewardStatus: "pending" | "available" | "earned" | "used" | "replaced" | "expired";
        /**
         * ReferralStats
         * @description The referral programme at a glance, for administrators (marketing).
         */
        ReferralStats: {
            /** @description What the programme cost so far, from the ledger (the balance of platform:referrals). */
            costCents: number;
            /** @description Accounts that signed up with a code, by their role now. */
            referrals: {
                cleaners: number;
                clients: number;
                total: number;
                withoutRole: number;
            };
            /** @description Accounts whose code was used at least once. */
            referrers: number;
            /** @description Rewards counted and summed per kind and status (only the pairs that exist). */
            rewards: {
                amount: components["schemas"]["Cents"];
                count: number;
                kind: components["schemas"]["ReferralRewardKind"];
                status: components["schemas"]["ReferralRewardStatus"];
            }[];
            topReferrers: {
                earned: components["schemas"]["Cents"];
                name: string;
                referredCount: number;
                /** @enum {string|null} */
                role: "client" | "cleaner" | "admin" | null;
                userId: string;
            }[];
        };
        /**
         * ReferredUser
         * @description Someone who signed up with the caller's code.
         */
        ReferredUser: {
            /** Format: date-time */
            joinedAt: string;
            /** @description First name and initial. */
            name: string;
            /** @description What the caller gets for this referral (a cleaner who referred a cleaner), if anything. */
            reward: components["schemas"]["ReferralReward"] | null;
            /**
             * @description Null while they have not chosen a role.
             * @enum {string|null}
             */
            role: "client" | "cleaner" | "admin" | null;
        };
        /** ReferredUserPage */
        ReferredUserPage: {
            items: components["schemas"]["ReferredUser"][];
            /** @description Pass as `cursor` for the next (older) page; null on the last page. */
            nextCursor: string | null;
        };
        /**
         * Region
         * @description One of Quebec's 17 administrative regions.
         */
        Region: {
            /** @description How many places of the gazetteer lie in the region. */
            cityCount: number;
            id: components["schemas"]["RegionId"];
            /**
             * @description The official French name.
             * @example Montréal
             */
            name: string;
            /**
             * @description The English name; region names are not translated, except for Montreal's established form.
             * @example Montreal
             */
            nameEn: string;
        };
        RegionDetail: {
            /** @description The region's cities, most populous first. */
            cities: components["schemas"]["City"][];
            region: components["schemas"]["Region"];
        };
        /**
         * @description Official code of a Quebec administrative region (01 Bas-Saint-Laurent … 17 Centre-du-Québec).
         * @example 06
         */
        RegionId: string;
        RegionList: {
            /** @description The 17 regions, by code. */
            items: components["schemas"]["Region"][];
        };
        ResetPasswordRequest: {
            password: components["schemas"]["Password"];
            token: string;
        };
        ResetPasswordResult: {
            /** @constant */
            passwordReset: true;
        };
        /**
         * Review
         * @description A review as its client, its cleaner and administrators see it. `hidden` is set when an
         *     administrator hid it: it is kept, but leaves the cleaner's public profile and ratings.
         */
        Review: {
            /** @description The client's first name and initial, as the public sees it. */
            authorName: string;
            bookingId: string;
            cleanerId: string;
            cleanerName: string;
            clientId: string;
            comment: string;
            /** Format: date-time */
            createdAt: string;
            hidden: {
                /** Format: date-time */
                at: string;
                reason: string;
            } | null;
            id: string;
            ratings: components["schemas"]["ReviewRatings"];
            reply: components["schemas"]["ReviewReply"] | null;
            serviceType: components["schemas"]["ServiceType"];
        };
        /**
         * ReviewCreateRequest
         * @description A client's review of a completed booking. Every category needs a rating from 1 to 5: a
         *     missing one refuses the review with `review_ratings_incomplete` and one entry in `errors[]`
         *     per category left out (`/body/ratings/<category>`), so the form can point at each.
         */
        ReviewCreateRequest: {
            /** @description What the client has to say, shown publicly with the ratings. */
            comment: string;
            /** @description Cleanliness, quality, reliability, punctuality, communication, professionalism and overall, each 1–5 (all required). */
            ratings?: {
                cleanliness?: number;
                communication?: number;
                overall?: number;
                professionalism?: number;
                punctuality?: number;
                quality?: number;
                reliability?: number;
            };
        };
        /**
         * ReviewHideRequest
         * @description Why an administrator hides a review (kept for the record; shown to the review's client and cleaner).
         */
        ReviewHideRequest: {
            reason: string;
        };
        /** ReviewPage */
        ReviewPage: {
            items: components["schemas"]["Review"][];
            /** @description Pass as `cursor` for the next (older) page; null on the last page. */
            nextCursor: string | null;
        };
        /**
         * ReviewRatings
         * @description A review's rating in each category, from 1 (poor) to 5 (excellent).
         */
        ReviewRatings: {
            cleanliness: number;
            communication: number;
            overall: number;
            professionalism: number;
            punctuality: number;
            quality: number;
            reliability: number;
        };
        /**
         * ReviewReply
         * @description The cleaner's answer to a review.
         */
        ReviewReply: {
            /** Format: date-time */
            createdAt: string;
            text: string;
        };
        /**
         * ReviewReplyRequest
         * @description The cleaner's public answer to a review; a review has at most one.
         */
        ReviewReplyRequest: {
            text: string;
        };
        /**
         * ReviewSummary
         * @description The averages of a cleaner's visible reviews, per category, to two decimals (null without
         *     reviews). `overall` is the cleaner's rating (`stats.rating`).
         */
        ReviewSummary: {
            averages: {
                cleanliness: number | null;
                communication: number | null;
                overall: number | null;
                professionalism: number | null;
                punctuality: number | null;
                quality: number | null;
                reliability: number | null;
            };
            count: number;
        };
        /**
         * @description What a user does on the marketplace. Admin is never chosen by a user.
         * @enum {string}
         */
        Role: "client" | "cleaner" | "admin";
        /**
         * @description A role a user may choose for themself.
         * @enum {string}
         */
        SelectableRole: "client" | "cleaner";
        SelectRoleRequest: {
            role: components["schemas"]["SelectableRole"];
        };
        SelectRoleResult: {
            /**
             * @description Where the app goes next (/onboarding for cleaners, /client-onboarding for clients).
             * @enum {string}
             */
            redirectTo: "/onboarding" | "/client-onboarding";
            user: components["schemas"]["User"];
        };
        /**
         * @description A kind of cleaning a cleaner offers.
         * @enum {string}
         */
        ServiceType: "basic" | "deep" | "move_in_out" | "office" | "airbnb" | "commercial" | "bungalo" | "apartement" | "condo";
        /** @description An amount in cents of Canadian dollars that may be negative (a discount line, a ledger balance). */
        SignedCents: number;
        /** SignupRequest */
        SignupRequest: {
            /**
             * @description The terms of service were shown (French first) and accepted.
             * @constant
             */
            acceptTerms: true;
            email: components["schemas"]["Email"];
            gender: components["schemas"]["Gender"];
            language?: components["schemas"]["Language"];
            /** @description Full name. */
            name: string;
            password: components["schemas"]["Password"];
            /** @description Code of the user who referred this one; an unknown code refuses the sign-up. */
            referralCode?: string;
            /** @description Omit to choose later with auth.selectRole. */
            role?: components["schemas"]["SelectableRole"];
            /**
             * @description Version of the terms that were shown; must be the current one.
             * @example 2026-11-01
             */
            termsVersion: string;
            username: string;
        };
        /**
         * SocketAdminMessageReadFrame
         * @description Server → client: a message from the administrators was read (to every administrator and to the reader's other devices).
         */
        SocketAdminMessageReadFrame: {
            messageId: components["schemas"]["AdminMessageId"];
            /** Format: date-time */
            readAt: string;
            readBy: string;
            /**
             * Format: date-time
             * @description When the frame was sent (ISO 8601).
             */
            timestamp: string;
            /** @constant */
            type: "ADMIN_MESSAGE_READ";
        };
        /**
         * SocketAdminMessageSentFrame
         * @description Server → client: an administrator sent a message (to its recipient and to every administrator).
         */
        SocketAdminMessageSentFrame: {
            message: components["schemas"]["AdminMessage"];
            /**
             * Format: date-time
             * @description When the frame was sent (ISO 8601).
             */
            timestamp: string;
            /** @constant */
            type: "ADMIN_MESSAGE_SENT";
            uuidId: components["schemas"]["AdminMessageId"];
        };
        /**
         * SocketAdminMessagesUpdateFrame
         * @description Server → client, answer to REQUEST_ADMIN_MESSAGES: the caller's 50 latest messages from the administrators (for an administrator, the 50 latest sent by any administrator) and the unread count.
         */
        SocketAdminMessagesUpdateFrame: {
            count: number;
            messages: components["schemas"]["AdminMessage"][];
            /**
             * Format: date-time
             * @description When the frame was sent (ISO 8601).
             */
            timestamp: string;
            /** @constant */
            type: "ADMIN_MESSAGES_UPDATE";
        };
        /**
         * SocketAdminUnreadCountUpdateFrame
         * @description Server → client: the caller's unread messages from the administrators.
         */
        SocketAdminUnreadCountUpdateFrame: {
            count: number;
            /**
             * Format: date-time
             * @description When the frame was sent (ISO 8601).
             */
            timestamp: string;
            /** @constant */
            type: "ADMIN_UNREAD_COUNT_UPDATE";
        };
        /**
         * SocketAuthenticatedFrame
         * @description Server → client: the socket is authenticated (after AUTH, or at once for a browser whose session cookie came with the upgrade); the unread counts and the presence of the people the caller talks with follow.
         */
        SocketAuthenticatedFrame: {
            role: components["schemas"]["Role"] | null;
            /**
             * Format: date-time
             * @description When the frame was sent (ISO 8601).
             */
            timestamp: string;
            /** @constant */
            type: "AUTHENTICATED";
            userId: string;
        };
        /**
         * SocketAuthFrame
         * @description Client → server, the first frame after the socket opens: authenticates it with the session token or with a ticket from POST /api/auth/socket-ticket (exactly one of them). Neither ever goes in the URL.
         */
        SocketAuthFrame: {
            /** @description A single-use ticket. */
            ticket?: string;
            /**
             * Format: date-time
             * @description When the frame was sent (ISO 8601).
             */
            timestamp: string;
            /** @description The session token, as sent in `Authorization: Bearer`. */
            token?: string;
            /** @constant */
            type: "AUTH";
        } & (unknown | unknown);
        /**
         * SocketBookingUpdateFrame
         * @description Server → client: a booking of the caller (as its client or its cleaner) changed status — or
         *     was postponed, or the work on it moved on (a checklist tick, its submission, a photo added
         *     or removed: the status stays) — so a screen showing it can fetch it again (`bookings.get`,
         *     and `bookings.listPhotos` for a photo). Sent to both parties once the change is committed,
         *     a second or so after it. A new request (`create`, status `pending`) is sent too, so its
         *     cleaner's list of requests shows it without reloading.
         */
        SocketBookingUpdateFrame: {
            /**
             * @description The step of the lifecycle that happened (`start` is the punch-in, `complete` the punch-out),
             *     or of the work during it: `checklist` (tasks ticked), `checklistSubmit`, `photo` (added or removed).
             * @enum {string}
             */
            action: "create" | "accept" | "decline" | "cancel" | "declineByClient" | "postpone" | "expire" | "start" | "complete" | "checklist" | "checklistSubmit" | "photo";
            bookingId: string;
            status: components["schemas"]["BookingStatus"];
            /**
             * Format: date-time
             * @description When the frame was sent (ISO 8601).
             */
            timestamp: string;
            /** @constant */
            type: "BOOKING_UPDATE";
        };
        /**
         * SocketClientFrame
         * @description Every frame a client sends on /ws/messages (the protocol is in asyncapi.json).
         */
        SocketClientFrame: components["schemas"]["SocketAuthFrame"] | components["schemas"]["SocketPingFrame"] | components["schemas"]["SocketUserTypingFrame"] | components["schemas"]["SocketReadReceiptRequestFrame"] | components["schemas"]["SocketRequestUnreadCountFrame"] | components["schemas"]["SocketRequestConversationsFrame"] | components["schemas"]["SocketRequestAdminMessagesFrame"] | components["schemas"]["SocketSetPresenceFrame"] | components["schemas"]["SocketSendMessageFrame"];
        /** @description Chosen by the client for one SEND_MESSAGE, to match it with its MESSAGE_SENT or ERROR answer. */
        SocketClientMessageId: string;
        /**
         * SocketConversationsUpdateFrame
         * @description Server → client: the caller's conversations (the 50 most recent), after REQUEST_CONVERSATIONS and whenever one opens or closes.
         */
        SocketConversationsUpdateFrame: {
            conversations: components["schemas"]["Conversation"][];
            /**
             * Format: date-time
             * @description When the frame was sent (ISO 8601).
             */
            timestamp: string;
            /** @constant */
            type: "CONVERSATIONS_UPDATE";
        };
        /**
         * SocketErrorFrame
         * @description Server → client: a frame was refused, or the authentication failed; code is from docs/errors.md. A frame about a conversation the caller is not part of reaches nobody and is answered by ERROR conversation_not_found.
         */
        SocketErrorFrame: {
            clientMessageId?: components["schemas"]["SocketClientMessageId"];
            code: string;
            /** @description What went wrong, in the user's language (French before authentication). */
            message: string;
            /** @description The type of the client frame refused, when it had one. */
            requestType?: string | null;
            /** @description The HTTP status the same refusal has over HTTP (docs/errors.md): from it a client tells a refusal that retrying cannot change (4xx but 408 and 429) from one worth retrying. Sent with every code the catalogue knows. */
            status?: number;
            /**
             * Format: date-time
             * @description When the frame was sent (ISO 8601).
             */
            timestamp: string;
            /** @constant */
            type: "ERROR";
        };
        /**
         * SocketMessageSentFrame
         * @description Server → client: the answer to SEND_MESSAGE, to the socket that sent it, once the message is stored (what the 201 of `POST /api/conversations/{bookingId}/messages` says over HTTP).
         */
        SocketMessageSentFrame: {
            clientMessageId: components["schemas"]["SocketClientMessageId"];
            message: components["schemas"]["Message"];
            /**
             * Format: date-time
             * @description When the frame was sent (ISO 8601).
             */
            timestamp: string;
            /** @constant */
            type: "MESSAGE_SENT";
        };
        /**
         * SocketNewMessageFrame
         * @description Server → client: a message was sent in one of the caller's conversations (to both people, so the sender's other devices see it too).
         */
        SocketNewMessageFrame: {
            /** @description The booking, which is also the conversation. */
            bookingUuid: string;
            message: components["schemas"]["Message"];
            /**
             * Format: date-time
             * @description When the frame was sent (ISO 8601).
             */
            timestamp: string;
            /** @constant */
            type: "NEW_MESSAGE";
            uuidId: components["schemas"]["MessageId"];
        };
        /**
         * SocketPingFrame
         * @description Client → server: keeps the connection alive (every 30 seconds); answered by PONG.
         */
        SocketPingFrame: {
            /**
             * Format: date-time
             * @description When the frame was sent (ISO 8601).
             */
            timestamp: string;
            /** @constant */
            type: "PING";
        };
        /**
         * SocketPongFrame
         * @description Server → client: answer to PING.
         */
        SocketPongFrame: {
            /**
             * Format: date-time
             * @description When the frame was sent (ISO 8601).
             */
            timestamp: string;
            /** @constant */
            type: "PONG";
        };
        /**
         * SocketPresenceUpdateFrame
         * @description Server → client: the presence of someone the caller has a conversation with (for each of them after authentication, then on every change).
         */
        SocketPresenceUpdateFrame: {
            status: components["schemas"]["Presence"];
            /**
             * Format: date-time
             * @description When the frame was sent (ISO 8601).
             */
            timestamp: string;
            /** @constant */
            type: "PRESENCE_UPDATE";
            userId: string;
        };
        /**
         * SocketReadReceiptFrame
         * @description Server → client: the messages of a conversation up to messageId (included) were read by readBy.
         */
        SocketReadReceiptFrame: {
            /** @description The booking, which is also the conversation. */
            bookingUuid: string;
            messageId: components["schemas"]["MessageId"];
            /** Format: date-time */
            readAt: string;
            readBy: string;
            /**
             * Format: date-time
             * @description When the frame was sent (ISO 8601).
             */
            timestamp: string;
            /** @constant */
            type: "READ_RECEIPT";
        };
        /**
         * SocketReadReceiptRequestFrame
         * @description Client → server: the caller read a message of a conversation and every earlier one (msg_ id, with bookingId), or a message from the administrators (amsg_ id, without bookingId).
         */
        SocketReadReceiptRequestFrame: {
            bookingId?: string;
            messageId: string;
            /**
             * Format: date-time
             * @description When the frame was sent (ISO 8601).
             */
            timestamp: string;
            /** @constant */
            type: "READ_RECEIPT";
        };
        /**
         * SocketRequestAdminMessagesFrame
         * @description Client → server: asks for the messages from the administrators (for an administrator, the latest sent by any administrator); answered by ADMIN_MESSAGES_UPDATE.
         */
        SocketRequestAdminMessagesFrame: {
            /**
             * Format: date-time
             * @description When the frame was sent (ISO 8601).
             */
            timestamp: string;
            /** @constant */
            type: "REQUEST_ADMIN_MESSAGES";
        };
        /**
         * SocketRequestConversationsFrame
         * @description Client → server: asks for the conversation list (the 50 most recent); answered by CONVERSATIONS_UPDATE.
         */
        SocketRequestConversationsFrame: {
            /**
             * Format: date-time
             * @description When the frame was sent (ISO 8601).
             */
            timestamp: string;
            /** @constant */
            type: "REQUEST_CONVERSATIONS";
        };
        /**
         * SocketRequestUnreadCountFrame
         * @description Client → server: asks for the unread count; answered by UNREAD_COUNT_UPDATE (and ADMIN_UNREAD_COUNT_UPDATE).
         */
        SocketRequestUnreadCountFrame: {
            /**
             * Format: date-time
             * @description When the frame was sent (ISO 8601).
             */
            timestamp: string;
            /** @constant */
            type: "REQUEST_UNREAD_COUNT";
        };
        /**
         * SocketSendMessageFrame
         * @description Client → server: send a message in one of the caller's conversations over the authenticated socket, with the same rules as `POST /api/conversations/{bookingId}/messages` (open conversation, 1–2,000 characters once trimmed, no phone number, the per-person message limit). The session the socket authenticated with is checked by the very statement that writes the message: after sign-out nothing more is written, and the socket is closed (ERROR socket_auth_failed, 4401). Answered to this socket by MESSAGE_SENT (and NEW_MESSAGE to both people), or by ERROR carrying the same clientMessageId.
         */
        SocketSendMessageFrame: {
            bookingId: string;
            clientMessageId: components["schemas"]["SocketClientMessageId"];
            text: components["schemas"]["MessageText"];
            /**
             * Format: date-time
             * @description When the frame was sent (ISO 8601).
             */
            timestamp: string;
            /** @constant */
            type: "SEND_MESSAGE";
        };
        /**
         * SocketServerFrame
         * @description Every frame the server sends on /ws/messages (the protocol is in asyncapi.json).
         */
        SocketServerFrame: components["schemas"]["SocketAuthenticatedFrame"] | components["schemas"]["SocketNewMessageFrame"] | components["schemas"]["SocketMessageSentFrame"] | components["schemas"]["SocketReadReceiptFrame"] | components["schemas"]["SocketUnreadCountUpdateFrame"] | components["schemas"]["SocketConversationsUpdateFrame"] | components["schemas"]["SocketAdminMessageSentFrame"] | components["schemas"]["SocketAdminMessageReadFrame"] | components["schemas"]["SocketAdminUnreadCountUpdateFrame"] | components["schemas"]["SocketAdminMessagesUpdateFrame"] | components["schemas"]["SocketUserTypingUpdateFrame"] | components["schemas"]["SocketPresenceUpdateFrame"] | components["schemas"]["SocketBookingUpdateFrame"] | components["schemas"]["SocketPongFrame"] | components["schemas"]["SocketErrorFrame"];
        /**
         * SocketSetPresenceFrame
         * @description Client → server: the presence the people the caller talks with see (offline is the last socket closing).
         */
        SocketSetPresenceFrame: {
            /** @enum {string} */
            status: "online" | "busy" | "away";
            /**
             * Format: date-time
             * @description When the frame was sent (ISO 8601).
             */
            timestamp: string;
            /** @constant */
            type: "SET_PRESENCE";
        };
        /**
         * SocketTicket
         * @description A single-use ticket that authenticates one `/ws/messages` socket (AUTH frame), for clients that
         *     cannot send their session token, such as a browser signed in by cookie. It never goes in a URL.
         */
        SocketTicket: {
            /**
             * Format: date-time
             * @description Unused tickets stop working 60 seconds after they were issued.
             */
            expiresAt: string;
            ticket: string;
        };
        /**
         * SocketUnreadCountUpdateFrame
         * @description Server → client: the caller's unread count (conversation and administrator messages together), as GET /api/messages/unread answers it.
         */
        SocketUnreadCountUpdateFrame: {
            count: number;
            /**
             * Format: date-time
             * @description When the frame was sent (ISO 8601).
             */
            timestamp: string;
            /** @constant */
            type: "UNREAD_COUNT_UPDATE";
        };
        /**
         * SocketUserTypingFrame
         * @description Client → server: the sender starts or stops typing in a conversation; relayed to the other person as USER_TYPING.
         */
        SocketUserTypingFrame: {
            bookingId: string;
            isTyping: boolean;
            /** @description The other person of the conversation; optional, refused when it is someone else. */
            recipientId?: string;
            /**
             * Format: date-time
             * @description When the frame was sent (ISO 8601).
             */
            timestamp: string;
            /** @constant */
            type: "USER_TYPING";
        };
        /**
         * SocketUserTypingUpdateFrame
         * @description Server → client: the other person of a conversation starts or stops typing.
         */
        SocketUserTypingUpdateFrame: {
            /** @description The booking, which is also the conversation. */
            bookingUuid: string;
            isTyping: boolean;
            senderId: string;
            /**
             * Format: date-time
             * @description When the frame was sent (ISO 8601).
             */
            timestamp: string;
            /** @constant */
            type: "USER_TYPING";
        };
        SuspendUserRequest: {
            /** @description Kept with the account, for other admins and for the person's questions. */
            reason: string;
        };
        /**
         * @description `status` is `down` when the database or the job queue is down, `degraded` when anything else
         *     is (Redis, mail, payments, or more than 5 % of the last 15 minutes' requests failing with 5xx),
         *     `ok` otherwise. Error messages are a fixed vocabulary: no hosts, no credentials.
         */
        SystemHealth: {
            /** Format: date-time */
            checkedAt: string;
            checks: {
                database: components["schemas"]["DependencyCheck"];
                /** @description Requests this API instance answered in the window; browser errors from analytics. */
                errorRates: {
                    browserErrorsLastDay: number;
                    requests: number;
                    serverErrorRate: number | null;
                    serverErrors: number;
                    status: components["schemas"]["HealthStatus"];
                    /** @constant */
                    windowMinutes: 15;
                };
                jobQueue: {
                    active: number;
                    /** @description Jobs scheduled for later (booking expiries). */
                    deferred: number;
                    error?: string;
                    /** @description Failed jobs still retained. */
                    failed: number;
                    latencyMs: number;
                    /** @description Jobs waiting to run now. */
                    ready: number;
                    status: components["schemas"]["HealthStatus"];
                };
                mailOutbox: {
                    /** @description Mails produced in the last 24 hours. */
                    lastDay: number;
                    /** Format: date-time */
                    lastDeliveredAt: string | null;
                    /**
                     * @description `outbox`: mail is only kept in the table (no SMTP_URL).
                     * @enum {string}
                     */
                    mode: "outbox" | "smtp";
                    status: components["schemas"]["HealthStatus"];
                    /** @description With SMTP, mails of the last 24 hours the server did not accept (degraded when any). */
                    undeliveredLastDay: number;
                };
                paymentProvider: {
                    /** @enum {string} */
                    kind: "local" | "stripe";
                    status: components["schemas"]["HealthStatus"];
                };
                /** @description `not_configured` without REDIS_URL: rate limits are counted in the process. */
                redis: {
                    error?: string;
                    latencyMs: number | null;
                    status: components["schemas"]["HealthStatus"];
                };
                /** @description This API instance's live sockets (messaging and notifications) open now. */
                sockets: {
                    open: number;
                };
            };
            /** @enum {string} */
            status: "ok" | "degraded" | "down";
            version: components["schemas"]["VersionLabel"];
        };
        /** @description The terms of service in force. */
        TermsInfo: {
            /**
             * @description True when accepting the English document needs the person's express choice of English after
             *     being offered the French version; a sign-up in English (`language: en`) is then made only
             *     with that consent given.
             * @example true
             */
            englishConsentRequired: boolean;
            /**
             * Format: date
             * @description Version of the terms in force (the date they took effect); send it as `termsVersion` at sign-up.
             * @example 2026-11-01
             */
            version: string;
        };
        Todo: {
            completed: boolean;
            /** Format: date-time */
            completedAt: string | null;
            /** Format: date-time */
            createdAt: string;
            dueDate: components["schemas"]["LocalDate"] | null;
            id: string;
            priority: components["schemas"]["TodoPriority"];
            title: string;
        };
        TodoCreateRequest: {
            dueDate?: components["schemas"]["LocalDate"] | null;
            /** @description medium when left out. */
            priority?: components["schemas"]["TodoPriority"];
            title: string;
        };
        /** @description Open items first (by due date, undated last, then priority high to low), then completed ones, newest first. */
        TodoList: {
            items: components["schemas"]["Todo"][];
        };
        TodoPatch: {
            completed?: boolean;
            dueDate?: components["schemas"]["LocalDate"] | null;
            priority?: components["schemas"]["TodoPriority"];
            title?: string;
        };
        /** @enum {string} */
        TodoPriority: "low" | "medium" | "high";
        /** UnreadCount */
        UnreadCount: {
            /**
             * @description Unread messages of the caller: conversation messages plus messages from the
             *     administrators. Always 0 for anonymous visitors and administrators.
             */
            count: number;
        };
        /**
         * User
         * @description The signed-in user's own account.
         */
        User: {
            /** Format: date-time */
            createdAt: string;
            email: components["schemas"]["Email"];
            emailFrequency: components["schemas"]["EmailFrequency"];
            gender: components["schemas"]["Gender"];
            /** @example usr_01jd0v3v4m0000000000000000 */
            id: string;
            language: components["schemas"]["Language"];
            location: components["schemas"]["UserLocation"] | null;
            /** @description Full name. */
            name: string;
            /** @description URL of the profile picture, or null. */
            profilePic: string | null;
            /** @description The code others enter at sign-up to be referred by this user. */
            referralCode: string;
            /** @description Null until the user chooses a role (see auth.selectRole). */
            role: components["schemas"]["Role"] | null;
            username: string;
        };
        UserLocation: {
            city: string;
            province: components["schemas"]["Province"];
        };
        /**
         * UserPatch
         * @description A partial update: only the fields sent change. Changing `email` or `password` requires
         *     `currentPassword`; changing the password signs out every other session.
         */
        UserPatch: {
            currentPassword?: string;
            email?: components["schemas"]["Email"];
            emailFrequency?: components["schemas"]["EmailFrequency"];
            gender?: components["schemas"]["Gender"];
            language?: components["schemas"]["Language"];
            location?: components["schemas"]["UserLocation"] | null;
            name?: string;
            password?: components["schemas"]["Password"];
            /** @description Send null to remove the picture; upload one with users.uploadAvatar. */
            profilePic?: null;
        };
        /** VerificationDecisionRequest */
        VerificationDecisionRequest: {
            /** @enum {string} */
            decision: "approved" | "rejected";
            /**
             * @description Required to reject: 10 to 500 characters once trimmed, shown to the cleaner
             *     (`rejection_reason_required`). Not kept for an approval.
             */
            reason?: string;
        };
        /** VerificationDecisionResult */
        VerificationDecisionResult: {
            document: components["schemas"]["AdminVerificationDocument"];
            verificationStatus: components["schemas"]["VerificationStatus"];
        };
        /**
         * VerificationDocument
         * @description A document a cleaner uploaded to be verified, as its owner sees it.
         */
        VerificationDocument: {
            /**
             * @description The type found in the content itself, whatever the upload declared.
             * @enum {string}
             */
            contentType: "application/pdf" | "image/jpeg" | "image/png";
            /**
             * Format: date-time
             * @description When an administrator approved or rejected it; null while pending.
             */
            decidedAt: string | null;
            /**
             * @description The name the cleaner gave the file, cleaned for display (no folders, no control
             *     characters, the extension of the real type); null when none was given.
             */
            fileName: string | null;
            /**
             * @description Where the owner (or an administrator) downloads the file.
             * @example /api/verification/documents/vdoc_01jd0v3v4m0000000000000000/file
             */
            fileUrl: string;
            /** @example vdoc_01jd0v3v4m0000000000000000 */
            id: string;
            /** @description Why it was rejected, for the cleaner to act on; null unless rejected. */
            rejectionReason: string | null;
            /** @description The size of the file as stored (an image's metadata removed), in bytes. */
            sizeBytes: number;
            status: components["schemas"]["VerificationDocumentStatus"];
            type: components["schemas"]["VerificationDocumentType"];
            /** Format: date-time */
            uploadedAt: string;
        };
        /**
         * VerificationDocumentCleaner
         * @description The cleaner who uploaded a document, for the administrator reviewing it.
         */
        VerificationDocumentCleaner: {
            email: components["schemas"]["Email"];
            id: string;
            name: string;
        };
        /**
         * VerificationDocumentStatus
         * @description Where an administrator's review of one document stands.
         * @enum {string}
         */
        VerificationDocumentStatus: "pending" | "approved" | "rejected";
        /**
         * VerificationDocumentType
         * @description What a verification document proves: `id` (government identity document),
         *     `background_check`, `insurance` or `certification`. Only `id` and `background_check` count
         *     towards the cleaner's verification status.
         * @enum {string}
         */
        VerificationDocumentType: "id" | "background_check" | "insurance" | "certification";
        /**
         * VerificationStatus
         * @description A cleaner's verification, derived from their `id` and `background_check` documents:
         *     `unverified` (none, or nothing left to review), `pending` (one awaits review), `verified`
         *     (an approved `id` and an approved `background_check`), `rejected` (the latest `id` or
         *     `background_check` was rejected and nothing makes the cleaner verified).
         * @enum {string}
         */
        VerificationStatus: "pending" | "verified" | "unverified" | "rejected";
        /** @description The product version the interface shows (spec §1). */
        VersionLabel: {
            /**
             * @description As shown, e.g. `beta 0.95.13`.
             * @example beta 0.95.13
             */
            label: string;
            /** @enum {string} */
            stage: "alpha" | "beta" | "stable";
            /** @example 0.95.13 */
            version: string;
        };
        /** WebhookReceipt */
        WebhookReceipt: {
            /** @description True when this event id was processed before; nothing changed this time. */
            duplicate: boolean;
            /** @constant */
            received: true;
        };
        /**
         * WeeklyPayoutPreview
         * @description The weekly run as it would go now: one line per cleaner with an active payout account.
         *     `payable` lines are paid `amount` by the run; `already_paid` ones had their payout for
         *     `period` already (whatever its status: a failed one is retried, not paid again);
         *     `nothing_owed` ones are skipped. `total` sums the payable amounts.
         */
        WeeklyPayoutPreview: {
            items: {
                /** @description What the run pays this cleaner (0 unless `payable`). */
                amount: components["schemas"]["Cents"];
                cleanerId: string;
                cleanerName: string;
                /** @enum {string} */
                outcome: "payable" | "already_paid" | "nothing_owed";
                /** @description The week's payout already made, for `already_paid`. */
                payoutId: string | null;
            }[];
            payableCount: number;
            /** @description The ISO week the run pays for (`2026-W49`). */
            period: string;
            through: components["schemas"]["LocalDate"];
            total: components["schemas"]["Cents"];
        };
        /**
         * WeeklyTemplate
         * @description Onboarding availability: morning (08:00–12:00) and afternoon (13:00–17:00), America/Toronto,
         *     for each day of the week.
         */
        WeeklyTemplate: {
            friday: components["schemas"]["DayHalves"];
            monday: components["schemas"]["DayHalves"];
            saturday: components["schemas"]["DayHalves"];
            sunday: components["schemas"]["DayHalves"];
            thursday: components["schemas"]["DayHalves"];
            tuesday: components["schemas"]["DayHalves"];
            wednesday: components["schemas"]["DayHalves"];
        };
    };
    responses: {
        /** @description The request is malformed or fails validation. */
        BadRequest: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description No booking with this id is yours (`booking_not_found`): only its client, its cleaner and admins see it. */
        BookingNotFound: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The request conflicts with the current state. */
        Conflict: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description A dependency (mail, database) failed; nothing was kept. Retry later. */
        DependencyUnavailable: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Signed in, but this operation is not for this role (`forbidden`), or a cookie-authenticated write lacks its CSRF token (`csrf_token_missing`). */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description An unexpected error; the body names no internals. */
        InternalError: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Nothing exists at this address. */
        NotFound: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The request body is larger than allowed. */
        PayloadTooLarge: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The card was refused (`payment_failed`, with its `declineCode`) or needs the bank's confirmation (`payment_requires_action`). */
        Problem402: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /**
         * @description The request could not be served now, and nothing was done: the server is overloaded (its
         *     event loop lags behind) and sheds it rather than answer late (`service_unavailable`, always
         *     with `Retry-After`), or the payment service did not answer (`payment_provider_unavailable`).
         *     Retry later (after `Retry-After` seconds when given) with the same Idempotency-Key.
         */
        ServiceUnavailable: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Too many attempts; wait for `Retry-After` seconds. */
        TooManyRequests: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Not signed in, or the session expired or was revoked (`unauthenticated`). */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description A business rule refused the request; `code` says which. */
        Unprocessable: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The request body has a media type this operation does not accept. */
        UnsupportedMediaType: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
    };
    parameters: {
        AvailabilityBlockId: string;
        BlogPostId: string;
        BlogSlug: components["schemas"]["BlogSlug"];
        BookingId: string;
        /**
         * @description The city's slug (`montreal`, `saint-jerome`), its GeoNames id, or its name in French or
         *     English, matched as `places.searchCities` does it for a whole name (`Montréal`, `Quebec City`,
         *     `st-jerome`). A name that could not be a city's (digits, for example) answers 422 `invalid_city`.
         * @example saint-jerome
         */
        CitySlug: string;
        DocumentId: string;
        FaqEntryId: string;
        /**
         * @description A key the caller makes up for this one request (a UUID) and sends again, unchanged, when it
         *     retries it. Stripe's semantics, kept 24 hours per user: the same key with the same body
         *     answers the first response again (with `Idempotent-Replayed: true`); the same key with
         *     another body is refused (`idempotency_key_reused`, 422); while the first request is still
         *     running, a second one is refused (`idempotency_request_in_progress`, 409). The SDK makes one
         *     up when the caller passes none.
         */
        IdempotencyKey: string;
        /** @description The language to read in; without it, `Accept-Language`, then French. Content missing in English is served in French. */
        Lang: components["schemas"]["Language"];
        /** @description How many items per page. */
        PageLimit: number;
        /** @example prp_01jd0v3v4m0000000000000000 */
        PropertyId: string;
        /** @description The official code of one of Quebec's 17 administrative regions, `01` to `17`. */
        RegionId: components["schemas"]["RegionId"];
        /** @description The `nextCursor` of the previous page. */
        ReviewCursor: string;
        ReviewId: string;
        TodoId: string;
        UserId: string;
    };
    requestBodies: never;
    headers: {
        /** @description The answer is personal or describes the present moment and must not be cached. */
        "Cache-Control-No-Store": "no-store";
        /**
         * @description Public reference data that changes only with a new release of the bundled gazetteer; any
         *     cache may keep it for a day. The answer is the same whatever the caller's language or session.
         */
        "Cache-Control-Public-Day": "public, max-age=86400";
        /** @description Present (`true`) when this is the stored answer to an earlier request with the same Idempotency-Key. */
        "Idempotent-Replayed": "true";
        /** @description Requests allowed in the window. */
        "RateLimit-Limit": string;
        /** @description Requests left in the window. */
        "RateLimit-Remaining": string;
        /** @description Seconds until the window resets. */
        "RateLimit-Reset": string;
        /** @description Seconds to wait before trying again. */
        "Retry-After": string;
        /** @description Identifier of this request, also found in the logs and in problem bodies. */
        "X-Request-Id": string;
    };
    pathItems: never;
}
export type AddressSuggestion = components['schemas']['AddressSuggestion'];
export type AddressSuggestionId = components['schemas']['AddressSuggestionId'];
export type AddressSuggestionList = components['schemas']['AddressSuggestionList'];
export type AdminAuditEntry = components['schemas']['AdminAuditEntry'];
export type AdminBlogPost = components['schemas']['AdminBlogPost'];
export type AdminBlogPostList = components['schemas']['AdminBlogPostList'];
export type AdminDashboard = components['schemas']['AdminDashboard'];
export type AdminDiscountCode = components['schemas']['AdminDiscountCode'];
export type AdminDiscountCodePage = components['schemas']['AdminDiscountCodePage'];
export type AdminFaqEntry = components['schemas']['AdminFaqEntry'];
export type AdminFaqList = components['schemas']['AdminFaqList'];
export type AdminMessage = components['schemas']['AdminMessage'];
export type AdminMessageId = components['schemas']['AdminMessageId'];
export type AdminMessagePage = components['schemas']['AdminMessagePage'];
export type AdminMessageRecipient = components['schemas']['AdminMessageRecipient'];
export type AdminMessageSendRequest = components['schemas']['AdminMessageSendRequest'];
export type AdminMessageStats = components['schemas']['AdminMessageStats'];
export type AdminUser = components['schemas']['AdminUser'];
export type AdminUserActivity = components['schemas']['AdminUserActivity'];
export type AdminUserDetail = components['schemas']['AdminUserDetail'];
export type AdminUserPage = components['schemas']['AdminUserPage'];
export type AdminVerificationDocument = components['schemas']['AdminVerificationDocument'];
export type AdminVerificationDocumentPage = components['schemas']['AdminVerificationDocumentPage'];
export type AnalyticsAccepted = components['schemas']['AnalyticsAccepted'];
export type AnalyticsBatch = components['schemas']['AnalyticsBatch'];
export type AnalyticsDay = components['schemas']['AnalyticsDay'];
export type AnalyticsEvent = components['schemas']['AnalyticsEvent'];
export type AnalyticsReport = components['schemas']['AnalyticsReport'];
export type AuthSession = components['schemas']['AuthSession'];
export type AvailabilityBlock = components['schemas']['AvailabilityBlock'];
export type AvailabilityBlockKind = components['schemas']['AvailabilityBlockKind'];
export type AvailabilityBlockList = components['schemas']['AvailabilityBlockList'];
export type AvailabilityOccurrence = components['schemas']['AvailabilityOccurrence'];
export type AvailabilityOccurrenceList = components['schemas']['AvailabilityOccurrenceList'];
export type BalancePayment = components['schemas']['BalancePayment'];
export type BlogPost = components['schemas']['BlogPost'];
export type BlogPostPage = components['schemas']['BlogPostPage'];
export type BlogPostPatch = components['schemas']['BlogPostPatch'];
export type BlogPostSummary = components['schemas']['BlogPostSummary'];
export type BlogPostWrite = components['schemas']['BlogPostWrite'];
export type BlogSlug = components['schemas']['BlogSlug'];
export type Booking = components['schemas']['Booking'];
export type BookingCancellationTerms = components['schemas']['BookingCancellationTerms'];
export type BookingCancelRequest = components['schemas']['BookingCancelRequest'];
export type BookingChecklistUpdate = components['schemas']['BookingChecklistUpdate'];
export type BookingCreated = components['schemas']['BookingCreated'];
export type BookingCreateRequest = components['schemas']['BookingCreateRequest'];
export type BookingDeclineRequest = components['schemas']['BookingDeclineRequest'];
export type BookingFields = components['schemas']['BookingFields'];
export type BookingFrequency = components['schemas']['BookingFrequency'];
export type BookingLabel = components['schemas']['BookingLabel'];
export type BookingOccurrenceQuote = components['schemas']['BookingOccurrenceQuote'];
export type BookingPage = components['schemas']['BookingPage'];
export type BookingPaymentStatus = components['schemas']['BookingPaymentStatus'];
export type BookingPetType = components['schemas']['BookingPetType'];
export type BookingPhoto = components['schemas']['BookingPhoto'];
export type BookingPhotoKind = components['schemas']['BookingPhotoKind'];
export type BookingPhotoList = components['schemas']['BookingPhotoList'];
export type BookingPostponeRequest = components['schemas']['BookingPostponeRequest'];
export type BookingPrice = components['schemas']['BookingPrice'];
export type BookingQuote = components['schemas']['BookingQuote'];
export type BookingQuoteRequest = components['schemas']['BookingQuoteRequest'];
export type BookingSite = components['schemas']['BookingSite'];
export type BookingStatus = components['schemas']['BookingStatus'];
export type BookingTransitionRecord = components['schemas']['BookingTransitionRecord'];
export type BookingWork = components['schemas']['BookingWork'];
export type BusyImportResult = components['schemas']['BusyImportResult'];
export type CalendarFeedLink = components['schemas']['CalendarFeedLink'];
export type CancellationReason = components['schemas']['CancellationReason'];
export type Cents = components['schemas']['Cents'];
export type ChecklistItem = components['schemas']['ChecklistItem'];
export type City = components['schemas']['City'];
export type CityList = components['schemas']['CityList'];
export type CityRegion = components['schemas']['CityRegion'];
export type CleanerAnalytics = components['schemas']['CleanerAnalytics'];
export type CleanerComputed = components['schemas']['CleanerComputed'];
export type CleanerFeedback = components['schemas']['CleanerFeedback'];
export type CleanerOnboarding = components['schemas']['CleanerOnboarding'];
export type CleanerProfile = components['schemas']['CleanerProfile'];
export type CleanerProfileFields = components['schemas']['CleanerProfileFields'];
export type CleanerRates = components['schemas']['CleanerRates'];
export type CleanerReport = components['schemas']['CleanerReport'];
export type CleanerSearchPage = components['schemas']['CleanerSearchPage'];
export type CleanerSearchResult = components['schemas']['CleanerSearchResult'];
export type ClientOnboarding = components['schemas']['ClientOnboarding'];
export type ClientOnboardingStep = components['schemas']['ClientOnboardingStep'];
export type CommercialReferral = components['schemas']['CommercialReferral'];
export type CommercialReferralPage = components['schemas']['CommercialReferralPage'];
export type CommercialReferralRequest = components['schemas']['CommercialReferralRequest'];
export type ConnectAccount = components['schemas']['ConnectAccount'];
export type ConnectOnboardingLink = components['schemas']['ConnectOnboardingLink'];
export type ConnectStatus = components['schemas']['ConnectStatus'];
export type ContactMessage = components['schemas']['ContactMessage'];
export type ContactMessagePage = components['schemas']['ContactMessagePage'];
export type ContactMessageRequest = components['schemas']['ContactMessageRequest'];
export type Conversation = components['schemas']['Conversation'];
export type ConversationCounterpart = components['schemas']['ConversationCounterpart'];
export type ConversationPage = components['schemas']['ConversationPage'];
export type ConversationReadRequest = components['schemas']['ConversationReadRequest'];
export type ConversationReadResult = components['schemas']['ConversationReadResult'];
export type DayHalves = components['schemas']['DayHalves'];
export type DeclineCode = components['schemas']['DeclineCode'];
export type DeleteAccountRequest = components['schemas']['DeleteAccountRequest'];
export type DependencyCheck = components['schemas']['DependencyCheck'];
export type DeviceLocation = components['schemas']['DeviceLocation'];
export type DiscountClaim = components['schemas']['DiscountClaim'];
export type DiscountClaimRequest = components['schemas']['DiscountClaimRequest'];
export type Email = components['schemas']['Email'];
export type EmailFrequency = components['schemas']['EmailFrequency'];
export type EmbedAuthorization = components['schemas']['EmbedAuthorization'];
export type EmbedAuthorizationRequest = components['schemas']['EmbedAuthorizationRequest'];
export type EmbedCheck = components['schemas']['EmbedCheck'];
export type EmbedSession = components['schemas']['EmbedSession'];
export type EmbedTokenRequest = components['schemas']['EmbedTokenRequest'];
export type ExperienceLevel = components['schemas']['ExperienceLevel'];
export type FaqCategory = components['schemas']['FaqCategory'];
export type FaqEntry = components['schemas']['FaqEntry'];
export type FaqEntryPatch = components['schemas']['FaqEntryPatch'];
export type FaqEntryWrite = components['schemas']['FaqEntryWrite'];
export type FaqList = components['schemas']['FaqList'];
export type FieldError = components['schemas']['FieldError'];
export type FixedRates = components['schemas']['FixedRates'];
export type ForgotPasswordRequest = components['schemas']['ForgotPasswordRequest'];
export type ForgotPasswordResult = components['schemas']['ForgotPasswordResult'];
export type GalleryCategory = components['schemas']['GalleryCategory'];
export type GalleryItem = components['schemas']['GalleryItem'];
export type GalleryPage = components['schemas']['GalleryPage'];
export type GalleryPhoto = components['schemas']['GalleryPhoto'];
export type GalleryPhotoList = components['schemas']['GalleryPhotoList'];
export type GalleryPhotoPatch = components['schemas']['GalleryPhotoPatch'];
export type GalleryPublishRequest = components['schemas']['GalleryPublishRequest'];
export type Gender = components['schemas']['Gender'];
export type GeoPoint = components['schemas']['GeoPoint'];
export type GoogleCalendarAuthorization = components['schemas']['GoogleCalendarAuthorization'];
export type GoogleCalendarCallback = components['schemas']['GoogleCalendarCallback'];
export type GoogleCalendarStatus = components['schemas']['GoogleCalendarStatus'];
export type GoogleCalendarSyncError = components['schemas']['GoogleCalendarSyncError'];
export type HealthStatus = components['schemas']['HealthStatus'];
export type JobEarning = components['schemas']['JobEarning'];
export type Language = components['schemas']['Language'];
export type LedgerSummary = components['schemas']['LedgerSummary'];
export type Liveness = components['schemas']['Liveness'];
export type LocalDate = components['schemas']['LocalDate'];
export type LocalizedBlogContent = components['schemas']['LocalizedBlogContent'];
export type LocalizedFaqContent = components['schemas']['LocalizedFaqContent'];
export type LocalTime = components['schemas']['LocalTime'];
export type LoginRequest = components['schemas']['LoginRequest'];
export type LogoutResult = components['schemas']['LogoutResult'];
export type LooseEmail = components['schemas']['LooseEmail'];
export type Message = components['schemas']['Message'];
export type MessageId = components['schemas']['MessageId'];
export type MessagePage = components['schemas']['MessagePage'];
export type MessageSendRequest = components['schemas']['MessageSendRequest'];
export type MessageText = components['schemas']['MessageText'];
export type MessagingUser = components['schemas']['MessagingUser'];
export type MessagingUserList = components['schemas']['MessagingUserList'];
export type MyPayouts = components['schemas']['MyPayouts'];
export type MyVerificationDocuments = components['schemas']['MyVerificationDocuments'];
export type NearbyCities = components['schemas']['NearbyCities'];
export type NearbyCity = components['schemas']['NearbyCity'];
export type NewAvailabilityBlock = components['schemas']['NewAvailabilityBlock'];
export type NewAvailabilityException = components['schemas']['NewAvailabilityException'];
export type NewsletterStatus = components['schemas']['NewsletterStatus'];
export type NewsletterSubscribeRequest = components['schemas']['NewsletterSubscribeRequest'];
export type NewsletterSubscribeResult = components['schemas']['NewsletterSubscribeResult'];
export type NewsletterToken = components['schemas']['NewsletterToken'];
export type OnboardingStep = components['schemas']['OnboardingStep'];
export type OutboxMail = components['schemas']['OutboxMail'];
export type OutboxPage = components['schemas']['OutboxPage'];
export type Partner = components['schemas']['Partner'];
export type PartnerApiKey = components['schemas']['PartnerApiKey'];
export type PartnerApiKeyCreated = components['schemas']['PartnerApiKeyCreated'];
export type PartnerApiKeyCreateRequest = components['schemas']['PartnerApiKeyCreateRequest'];
export type PartnerApiKeyList = components['schemas']['PartnerApiKeyList'];
export type PartnerApiKeyRotated = components['schemas']['PartnerApiKeyRotated'];
export type PartnerApiKeyUpdateRequest = components['schemas']['PartnerApiKeyUpdateRequest'];
export type PartnerBooking = components['schemas']['PartnerBooking'];
export type PartnerCreated = components['schemas']['PartnerCreated'];
export type PartnerCreateRequest = components['schemas']['PartnerCreateRequest'];
export type PartnerEvent = components['schemas']['PartnerEvent'];
export type PartnerEventType = components['schemas']['PartnerEventType'];
export type PartnerPage = components['schemas']['PartnerPage'];
export type PartnerWebhookDelivery = components['schemas']['PartnerWebhookDelivery'];
export type PartnerWebhookDeliveryPage = components['schemas']['PartnerWebhookDeliveryPage'];
export type PartnerWebhookEndpoint = components['schemas']['PartnerWebhookEndpoint'];
export type PartnerWebhookEndpointCreated = components['schemas']['PartnerWebhookEndpointCreated'];
export type PartnerWebhookEndpointCreateRequest = components['schemas']['PartnerWebhookEndpointCreateRequest'];
export type PartnerWebhookEndpointList = components['schemas']['PartnerWebhookEndpointList'];
export type Passkey = components['schemas']['Passkey'];
export type PasskeyAuthenticationCredential = components['schemas']['PasskeyAuthenticationCredential'];
export type PasskeyBase64Url = components['schemas']['PasskeyBase64Url'];
export type PasskeyCredentialDescriptor = components['schemas']['PasskeyCredentialDescriptor'];
export type PasskeyList = components['schemas']['PasskeyList'];
export type PasskeyLoginOptions = components['schemas']['PasskeyLoginOptions'];
export type PasskeyLoginRequest = components['schemas']['PasskeyLoginRequest'];
export type PasskeyRegistrationCredential = components['schemas']['PasskeyRegistrationCredential'];
export type PasskeyRegistrationOptions = components['schemas']['PasskeyRegistrationOptions'];
export type PasskeyRegistrationRequest = components['schemas']['PasskeyRegistrationRequest'];
export type PasskeyRequestOptions = components['schemas']['PasskeyRequestOptions'];
export type Password = components['schemas']['Password'];
export type PayBalanceRequest = components['schemas']['PayBalanceRequest'];
export type PaymentConfig = components['schemas']['PaymentConfig'];
export type PaymentMethod = components['schemas']['PaymentMethod'];
export type PaymentStatus = components['schemas']['PaymentStatus'];
export type Payout = components['schemas']['Payout'];
export type PayoutPage = components['schemas']['PayoutPage'];
export type PetTolerance = components['schemas']['PetTolerance'];
export type PhotoRoom = components['schemas']['PhotoRoom'];
export type PostalAddress = components['schemas']['PostalAddress'];
export type PostalCode = components['schemas']['PostalCode'];
export type Presence = components['schemas']['Presence'];
export type PriceLine = components['schemas']['PriceLine'];
export type PricingTerms = components['schemas']['PricingTerms'];
export type Problem = components['schemas']['Problem'];
export type ProfileReview = components['schemas']['ProfileReview'];
export type ProfileReviewList = components['schemas']['ProfileReviewList'];
export type Property = components['schemas']['Property'];
export type PropertyCreateRequest = components['schemas']['PropertyCreateRequest'];
export type PropertyList = components['schemas']['PropertyList'];
export type PropertyPatch = components['schemas']['PropertyPatch'];
export type PropertyText = components['schemas']['PropertyText'];
export type PropertyType = components['schemas']['PropertyType'];
export type ProviderEvent = components['schemas']['ProviderEvent'];
export type Province = components['schemas']['Province'];
export type PublicCleanerProfile = components['schemas']['PublicCleanerProfile'];
export type PublicReview = components['schemas']['PublicReview'];
export type PublicReviewPage = components['schemas']['PublicReviewPage'];
export type Readiness = components['schemas']['Readiness'];
export type Received = components['schemas']['Received'];
export type RecommendationScores = components['schemas']['RecommendationScores'];
export type ReconciliationReport = components['schemas']['ReconciliationReport'];
export type ReferralInvitation = components['schemas']['ReferralInvitation'];
export type ReferralOverview = components['schemas']['ReferralOverview'];
export type ReferralReward = components['schemas']['ReferralReward'];
export type ReferralRewardKind = components['schemas']['ReferralRewardKind'];
export type ReferralRewardPage = components['schemas']['ReferralRewardPage'];
export type ReferralRewardStatus = components['schemas']['ReferralRewardStatus'];
export type ReferralStats = components['schemas']['ReferralStats'];
export type ReferredUser = components['schemas']['ReferredUser'];
export type ReferredUserPage = components['schemas']['ReferredUserPage'];
export type Region = components['schemas']['Region'];
export type RegionDetail = components['schemas']['RegionDetail'];
export type RegionId = components['schemas']['RegionId'];
export type RegionList = components['schemas']['RegionList'];
export type ResetPasswordRequest = components['schemas']['ResetPasswordRequest'];
export type ResetPasswordResult = components['schemas']['ResetPasswordResult'];
export type Review = components['schemas']['Review'];
export type ReviewCreateRequest = components['schemas']['ReviewCreateRequest'];
export type ReviewHideRequest = components['schemas']['ReviewHideRequest'];
export type ReviewPage = components['schemas']['ReviewPage'];
export type ReviewRatings = components['schemas']['ReviewRatings'];
export type ReviewReply = components['schemas']['ReviewReply'];
export type ReviewReplyRequest = components['schemas']['ReviewReplyRequest'];
export type ReviewSummary = components['schemas']['ReviewSummary'];
export type Role = components['schemas']['Role'];
export type SelectableRole = components['schemas']['SelectableRole'];
export type SelectRoleRequest = components['schemas']['SelectRoleRequest'];
export type SelectRoleResult = components['schemas']['SelectRoleResult'];
export type ServiceType = components['schemas']['ServiceType'];
export type SignedCents = components['schemas']['SignedCents'];
export type SignupRequest = components['schemas']['SignupRequest'];
export type SocketAdminMessageReadFrame = components['schemas']['SocketAdminMessageReadFrame'];
export type SocketAdminMessageSentFrame = components['schemas']['SocketAdminMessageSentFrame'];
export type SocketAdminMessagesUpdateFrame = components['schemas']['SocketAdminMessagesUpdateFrame'];
export type SocketAdminUnreadCountUpdateFrame = components['schemas']['SocketAdminUnreadCountUpdateFrame'];
export type SocketAuthenticatedFrame = components['schemas']['SocketAuthenticatedFrame'];
export type SocketAuthFrame = components['schemas']['SocketAuthFrame'];
export type SocketBookingUpdateFrame = components['schemas']['SocketBookingUpdateFrame'];
export type SocketClientFrame = components['schemas']['SocketClientFrame'];
export type SocketClientMessageId = components['schemas']['SocketClientMessageId'];
export type SocketConversationsUpdateFrame = components['schemas']['SocketConversationsUpdateFrame'];
export type SocketErrorFrame = components['schemas']['SocketErrorFrame'];
export type SocketMessageSentFrame = components['schemas']['SocketMessageSentFrame'];
export type SocketNewMessageFrame = components['schemas']['SocketNewMessageFrame'];
export type SocketPingFrame = components['schemas']['SocketPingFrame'];
export type SocketPongFrame = components['schemas']['SocketPongFrame'];
export type SocketPresenceUpdateFrame = components['schemas']['SocketPresenceUpdateFrame'];
export type SocketReadReceiptFrame = components['schemas']['SocketReadReceiptFrame'];
export type SocketReadReceiptRequestFrame = components['schemas']['SocketReadReceiptRequestFrame'];
export type SocketRequestAdminMessagesFrame = components['schemas']['SocketRequestAdminMessagesFrame'];
export type SocketRequestConversationsFrame = components['schemas']['SocketRequestConversationsFrame'];
export type SocketRequestUnreadCountFrame = components['schemas']['SocketRequestUnreadCountFrame'];
export type SocketSendMessageFrame = components['schemas']['SocketSendMessageFrame'];
export type SocketServerFrame = components['schemas']['SocketServerFrame'];
export type SocketSetPresenceFrame = components['schemas']['SocketSetPresenceFrame'];
export type SocketTicket = components['schemas']['SocketTicket'];
export type SocketUnreadCountUpdateFrame = components['schemas']['SocketUnreadCountUpdateFrame'];
export type SocketUserTypingFrame = components['schemas']['SocketUserTypingFrame'];
export type SocketUserTypingUpdateFrame = components['schemas']['SocketUserTypingUpdateFrame'];
export type SuspendUserRequest = components['schemas']['SuspendUserRequest'];
export type SystemHealth = components['schemas']['SystemHealth'];
export type TermsInfo = components['schemas']['TermsInfo'];
export type Todo = components['schemas']['Todo'];
export type TodoCreateRequest = components['schemas']['TodoCreateRequest'];
export type TodoList = components['schemas']['TodoList'];
export type TodoPatch = components['schemas']['TodoPatch'];
export type TodoPriority = components['schemas']['TodoPriority'];
export type UnreadCount = components['schemas']['UnreadCount'];
export type User = components['schemas']['User'];
export type UserLocation = components['schemas']['UserLocation'];
export type UserPatch = components['schemas']['UserPatch'];
export type VerificationDecisionRequest = components['schemas']['VerificationDecisionRequest'];
export type VerificationDecisionResult = components['schemas']['VerificationDecisionResult'];
export type VerificationDocument = components['schemas']['VerificationDocument'];
export type VerificationDocumentCleaner = components['schemas']['VerificationDocumentCleaner'];
export type VerificationDocumentStatus = components['schemas']['VerificationDocumentStatus'];
export type VerificationDocumentType = components['schemas']['VerificationDocumentType'];
export type VerificationStatus = components['schemas']['VerificationStatus'];
export type VersionLabel = components['schemas']['VersionLabel'];
export type WebhookReceipt = components['schemas']['WebhookReceipt'];
export type WeeklyPayoutPreview = components['schemas']['WeeklyPayoutPreview'];
export type WeeklyTemplate = components['schemas']['WeeklyTemplate'];
export type ResponseBadRequest = components['responses']['BadRequest'];
export type ResponseBookingNotFound = components['responses']['BookingNotFound'];
export type ResponseConflict = components['responses']['Conflict'];
export type ResponseDependencyUnavailable = components['responses']['DependencyUnavailable'];
export type ResponseForbidden = components['responses']['Forbidden'];
export type ResponseInternalError = components['responses']['InternalError'];
export type ResponseNotFound = components['responses']['NotFound'];
export type ResponsePayloadTooLarge = components['responses']['PayloadTooLarge'];
export type ResponseProblem402 = components['responses']['Problem402'];
export type ResponseServiceUnavailable = components['responses']['ServiceUnavailable'];
export type ResponseTooManyRequests = components['responses']['TooManyRequests'];
export type ResponseUnauthorized = components['responses']['Unauthorized'];
export type ResponseUnprocessable = components['responses']['Unprocessable'];
export type ResponseUnsupportedMediaType = components['responses']['UnsupportedMediaType'];
export type ParameterAvailabilityBlockId = components['parameters']['AvailabilityBlockId'];
export type ParameterBlogPostId = components['parameters']['BlogPostId'];
export type ParameterBlogSlug = components['parameters']['BlogSlug'];
export type ParameterBookingId = components['parameters']['BookingId'];
export type ParameterCitySlug = components['parameters']['CitySlug'];
export type ParameterDocumentId = components['parameters']['DocumentId'];
export type ParameterFaqEntryId = components['parameters']['FaqEntryId'];
export type ParameterIdempotencyKey = components['parameters']['IdempotencyKey'];
export type ParameterLang = components['parameters']['Lang'];
export type ParameterPageLimit = components['parameters']['PageLimit'];
export type ParameterPropertyId = components['parameters']['PropertyId'];
export type ParameterRegionId = components['parameters']['RegionId'];
export type ParameterReviewCursor = components['parameters']['ReviewCursor'];
export type ParameterReviewId = components['parameters']['ReviewId'];
export type ParameterTodoId = components['parameters']['TodoId'];
export type ParameterUserId = components['parameters']['UserId'];
export type HeaderCacheControlNoStore = components['headers']['Cache-Control-No-Store'];
export type HeaderCacheControlPublicDay = components['headers']['Cache-Control-Public-Day'];
export type HeaderIdempotentReplayed = components['headers']['Idempotent-Replayed'];
export type HeaderRateLimitLimit = components['headers']['RateLimit-Limit'];
export type HeaderRateLimitRemaining = components['headers']['RateLimit-Remaining'];
export type HeaderRateLimitReset = components['headers']['RateLimit-Reset'];
export type HeaderRetryAfter = components['headers']['Retry-After'];
export type HeaderXRequestId = components['headers']['X-Request-Id'];
export type $defs = Record<string, never>;
export interface operations {
    "analytics.getReport": {
        parameters: {
            query?: {
                from?: components["schemas"]["LocalDate"];
                to?: components["schemas"]["LocalDate"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnalyticsReport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "growth.listAllBlogPosts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The posts. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminBlogPostList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "growth.createBlogPost": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BlogPostWrite"];
            };
        };
        responses: {
            /** @description The post. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminBlogPost"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "growth.deleteBlogPost": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                postId: components["parameters"]["BlogPostId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "growth.updateBlogPost": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                postId: components["parameters"]["BlogPostId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BlogPostPatch"];
            };
        };
        responses: {
            /** @description The post as changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminBlogPost"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "search.listReports": {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The latest reports. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["CleanerReport"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "admin.getCleanerAnalytics": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                cleanerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CleanerAnalytics"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "growth.listCommercialReferrals": {
        parameters: {
            query?: {
                /** @description The `nextCursor` of the previous page. */
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommercialReferralPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "growth.listContactMessages": {
        parameters: {
            query?: {
                /** @description The `nextCursor` of the previous page. */
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactMessagePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "admin.getDashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminDashboard"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "growth.listAllFaq": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The entries, by category then position. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminFaqList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "growth.createFaqEntry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FaqEntryWrite"];
            };
        };
        responses: {
            /** @description The entry. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminFaqEntry"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "growth.deleteFaqEntry": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                entryId: components["parameters"]["FaqEntryId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "growth.updateFaqEntry": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                entryId: components["parameters"]["FaqEntryId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FaqEntryPatch"];
            };
        };
        responses: {
            /** @description The entry as changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminFaqEntry"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "growth.publishGalleryItem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GalleryPublishRequest"];
            };
        };
        responses: {
            /** @description Published. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GalleryItem"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "growth.unpublishGalleryItem": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                itemId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unpublished. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "admin.getSystemHealth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SystemHealth"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "payments.getLedgerSummary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ledger's totals. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LedgerSummary"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "admin.listMailOutbox": {
        parameters: {
            query?: {
                /** @description Cursor from the previous page. */
                before?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of mail. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OutboxPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "admin.listDiscountCodes": {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of codes. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminDiscountCodePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "admin.exportNewsletterSubscribers": {
        parameters: {
            query?: {
                status?: "confirmed" | "pending" | "unsubscribed" | "all";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    "Content-Disposition": string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "messaging.listAdminMessages": {
        parameters: {
            query?: {
                /** @description The `nextCursor` of the previous page. */
                cursor?: components["schemas"]["AdminMessageId"];
                limit?: number;
                userId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of messages. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminMessagePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "messaging.sendAdminMessage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminMessageSendRequest"];
            };
        };
        responses: {
            /** @description Sent. */
            201: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No user has this id (`message_recipient_not_found`), or it is an administrator or a deleted account. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "messaging.searchRecipients": {
        parameters: {
            query: {
                limit?: number;
                q: string;
                role?: "client" | "cleaner";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Matching users. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessagingUserList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "messaging.getAdminMessageStats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminMessageStats"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "partners.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The partners. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "partners.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PartnerCreateRequest"];
            };
        };
        responses: {
            /** @description The partner and its secret key. */
            201: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerCreated"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "partners.getPartner": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                partnerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The partner. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Partner"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "partners.listPartnerApiKeys": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                partnerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The keys, revoked ones included, newest first. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerApiKeyList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "partners.createPartnerApiKey": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                partnerId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PartnerApiKeyCreateRequest"];
            };
        };
        responses: {
            /** @description The key and its secret. */
            201: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerApiKeyCreated"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Origins missing for a publishable key, given for a secret key, or not origins (`origin_invalid`, one error per field). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "partners.revokePartnerApiKey": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                keyId: string;
                partnerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The revoked key. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerApiKey"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "partners.updatePartnerApiKey": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                keyId: string;
                partnerId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PartnerApiKeyUpdateRequest"];
            };
        };
        responses: {
            /** @description The key as it is now. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerApiKey"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Not origins (`origin_invalid`), or a secret key (`publishable_key_origins_required`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "partners.rotateApiKey": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                keyId: string;
                partnerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new key with its secret, and the old one, revoked. */
            201: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerApiKeyRotated"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "partners.listPartnerWebhookDeliveries": {
        parameters: {
            query?: {
                bookingId?: string;
                /** @description The `nextCursor` of the previous page. */
                cursor?: string;
                endpointId?: string;
                limit?: number;
                status?: "pending" | "succeeded" | "failed";
            };
            header?: never;
            path: {
                partnerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of deliveries. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerWebhookDeliveryPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "partners.redeliverWebhook": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description A key the caller makes up for this one request (a UUID) and sends again, unchanged, when it
                 *     retries it. Stripe's semantics, kept 24 hours per user: the same key with the same body
                 *     answers the first response again (with `Idempotent-Replayed: true`); the same key with
                 *     another body is refused (`idempotency_key_reused`, 422); while the first request is still
                 *     running, a second one is refused (`idempotency_request_in_progress`, 409). The SDK makes one
                 *     up when the caller passes none.
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                deliveryId: string;
                partnerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new delivery, pending. */
            201: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerWebhookDelivery"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            /** @description The Idempotency-Key was used for another request (`idempotency_key_reused`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "partners.listPartnerWebhookEndpoints": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                partnerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoints, disabled ones included, newest first. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerWebhookEndpointList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "partners.createPartnerWebhookEndpoint": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                partnerId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PartnerWebhookEndpointCreateRequest"];
            };
        };
        responses: {
            /** @description The endpoint and its signing secret. */
            201: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerWebhookEndpointCreated"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The URL is not an allowed endpoint (`webhook_url_not_allowed`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "partners.deletePartnerWebhookEndpoint": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                endpointId: string;
                partnerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint is disabled. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "payments.reconcile": {
        parameters: {
            query?: {
                days?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReconciliationReport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "payments.listPayouts": {
        parameters: {
            query?: {
                status?: "pending" | "paid" | "failed";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payouts. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "payments.retryPayout": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description A key the caller makes up for this one request (a UUID) and sends again, unchanged, when it
                 *     retries it. Stripe's semantics, kept 24 hours per user: the same key with the same body
                 *     answers the first response again (with `Idempotent-Replayed: true`); the same key with
                 *     another body is refused (`idempotency_key_reused`, 422); while the first request is still
                 *     running, a second one is refused (`idempotency_request_in_progress`, 409). The SDK makes one
                 *     up when the caller passes none.
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                payoutId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payout after the new attempt. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Payout"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            /** @description The Idempotency-Key was used for another request (`idempotency_key_reused`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "payments.runWeeklyPayouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description Only this cleaner (a payout missed by Friday's run); every cleaner by default. */
                    cleanerId?: string;
                    /** @description The last day of settled work to pay (its ISO week names the payouts). */
                    through?: components["schemas"]["LocalDate"];
                };
            };
        };
        responses: {
            /** @description How many cleaners were paid, had nothing to pay (or were paid for that week already), or whose payout failed. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        failed: number;
                        paid: number;
                        /** @description The ISO week paid for (`2026-W49`). */
                        period: string;
                        skipped: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "payments.previewWeeklyPayouts": {
        parameters: {
            query?: {
                /** @description Only this cleaner. */
                cleanerId?: string;
                /** @description The last day of settled work to pay (by default last Sunday, as Friday's run). */
                through?: components["schemas"]["LocalDate"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The run as it would go now. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WeeklyPayoutPreview"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "admin.listProfileReviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileReviewList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "referrals.getStats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferralStats"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "reviews.listAll": {
        parameters: {
            query?: {
                cleanerId?: string;
                /** @description The `nextCursor` of the previous page. */
                cursor?: components["parameters"]["ReviewCursor"];
                hidden?: boolean;
                /** @description How many items per page. */
                limit?: components["parameters"]["PageLimit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of reviews. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "reviews.hide": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reviewId: components["parameters"]["ReviewId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewHideRequest"];
            };
        };
        responses: {
            /** @description The review, hidden. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Review"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The review is already hidden (`review_already_hidden`). */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "reviews.restore": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reviewId: components["parameters"]["ReviewId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The review, visible. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Review"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The review is not hidden (`review_not_hidden`). */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "admin.listUsers": {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
                q?: string;
                role?: "client" | "cleaner" | "admin" | "pending";
                sort?: "name" | "-name" | "email" | "-email" | "created" | "-created";
                status?: "active" | "suspended" | "deleted";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of users. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUserPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "admin.getUser": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUserDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "admin.reactivateUser": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account, active. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUser"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "admin.suspendUser": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SuspendUserRequest"];
            };
        };
        responses: {
            /** @description The account, suspended. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUser"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "verification.listDocuments": {
        parameters: {
            query?: {
                /** @description The `nextCursor` of the previous page. */
                cursor?: string;
                limit?: number;
                status?: components["schemas"]["VerificationDocumentStatus"];
                type?: components["schemas"]["VerificationDocumentType"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of documents. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminVerificationDocumentPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "verification.getDocument": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentId: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document and its cleaner. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminVerificationDocument"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No document has this id (`document_not_found`). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "verification.decideDocument": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentId: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerificationDecisionRequest"];
            };
        };
        responses: {
            /** @description The decided document and the cleaner's new verification status. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerificationDecisionResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No document has this id (`document_not_found`). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The document was already decided (`document_already_decided`). */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A rejection without a reason of 10 to 500 characters (`rejection_reason_required`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "analytics.ingestEvents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AnalyticsBatch"];
            };
        };
        responses: {
            /** @description Stored and counted. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnalyticsAccepted"];
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "auth.createEmbedAuthorization": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmbedAuthorizationRequest"];
            };
        };
        responses: {
            /** @description The code. */
            201: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmbedAuthorization"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /**
             * @description `redirectOrigin` is not one the key allows (`partner_origin_not_allowed`), or a cookie
             *     write without its CSRF token (`csrf_token_invalid`).
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Unknown or revoked publishable key (`embed_client_invalid`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "auth.exchangeEmbedCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmbedTokenRequest"];
            };
        };
        responses: {
            /** @description The session. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmbedSession"];
                };
            };
            /**
             * @description Malformed (`validation_failed`); or the code is unknown, used, expired, or was issued
             *     for another key or origin, or the verifier does not match its challenge
             *     (`embed_code_invalid`, the answer does not say which).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No publishable key, or an unknown or revoked one (`partner_api_key_invalid`). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The page's origin is not one the key allows (`partner_origin_not_allowed`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "auth.forgotPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ForgotPasswordRequest"];
            };
        };
        responses: {
            /** @description Accepted; a link is on its way if an account uses this email. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForgotPasswordResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "auth.login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description Signed in. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthSession"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description Unknown account or wrong password (`invalid_credentials`); the answer does not say which. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /**
             * @description The password is right but an admin suspended the account (`account_suspended`);
             *     a wrong password answers 401 whatever the account's state.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "auth.logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LogoutResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "auth.listPasskeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The passkeys. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeyList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "auth.finishPasskeyRegistration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasskeyRegistrationRequest"];
            };
        };
        responses: {
            /** @description The passkey is added; it can sign in from now on. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Passkey"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description This credential is already registered (`passkey_already_registered`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /**
             * @description The answer does not verify, or its challenge is unknown or already spent
             *     (`passkey_registration_invalid`), or the challenge expired (`passkey_challenge_expired`).
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "auth.deletePasskey": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                passkeyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The passkey is removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such passkey on this account (`passkey_not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "auth.finishPasskeyLogin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasskeyLoginRequest"];
            };
        };
        responses: {
            /** @description Signed in. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthSession"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description The passkey did not sign in (`passkey_invalid`); the answer does not say why. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /**
             * @description Signed in with a session already (`forbidden`), or the passkey is right but an admin
             *     suspended the account (`account_suspended`).
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The challenge expired (`passkey_challenge_expired`); ask for new options. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "auth.startPasskeyLogin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The options for `navigator.credentials.get()`, and their challenge id. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeyLoginOptions"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "auth.startPasskeyRegistration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The options for `navigator.credentials.create()`. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeyRegistrationOptions"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "auth.resetPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetPasswordRequest"];
            };
        };
        responses: {
            /** @description The password is changed; sign in with it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResetPasswordResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The token is unknown, expired or already used, or the password too common. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "auth.selectRole": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SelectRoleRequest"];
            };
        };
        responses: {
            /** @description The role is set. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SelectRoleResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "auth.signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignupRequest"];
            };
        };
        responses: {
            /** @description The account exists and is signed in. */
            201: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthSession"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description The username or the email is already used (`username_taken`, `email_taken`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /**
             * @description Well-formed but refused: unknown referral code (`invalid_referral_code`), a too common
             *     password (`password_too_common`), outdated terms (`terms_version_outdated`).
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "messaging.createSocketTicket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ticket. */
            201: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SocketTicket"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "auth.getTerms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The terms in force. */
            200: {
                headers: {
                    /** @description Changes only with a deployment; a few minutes of cache spare every sign-up form a request. */
                    "Cache-Control"?: "public, max-age=300";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TermsInfo"];
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "growth.listBlogPosts": {
        parameters: {
            query?: {
                cursor?: string;
                /** @description The language to read in; without it, `Accept-Language`, then French. Content missing in English is served in French. */
                lang?: components["parameters"]["Lang"];
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of posts, without their bodies. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlogPostPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "growth.getBlogPost": {
        parameters: {
            query?: {
                /** @description The language to read in; without it, `Accept-Language`, then French. Content missing in English is served in French. */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                slug: components["parameters"]["BlogSlug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The post. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlogPost"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "bookings.listMine": {
        parameters: {
            query?: {
                /** @description The `nextCursor` of the previous page (with the same `sort`). */
                cursor?: string;
                limit?: number;
                role?: "client" | "cleaner";
                /** @description `newest`: the newest request first; `soonest`: the earliest start first. */
                sort?: "newest" | "soonest";
                status?: components["schemas"]["BookingStatus"][];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of bookings. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "bookings.create": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description A key the caller makes up for this one request (a UUID) and sends again, unchanged, when it
                 *     retries it. Stripe's semantics, kept 24 hours per user: the same key with the same body
                 *     answers the first response again (with `Idempotent-Replayed: true`); the same key with
                 *     another body is refused (`idempotency_key_reused`, 422); while the first request is still
                 *     running, a second one is refused (`idempotency_request_in_progress`, 409). The SDK makes one
                 *     up when the caller passes none.
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BookingCreateRequest"];
            };
        };
        responses: {
            /** @description Created: the booking, or the bookings of the series. */
            201: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingCreated"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The deposit could not be charged (`payment_failed`, with its `declineCode`, or `payment_requires_action`); nothing was created. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            403: components["responses"]["Forbidden"];
            /** @description The cleaner is not free then (`slot_unavailable`), or a request with this Idempotency-Key is still running (`idempotency_request_in_progress`). */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A rule on the booking refused it (`property_not_found`, `cleaner_not_bookable`, `cleaner_unavailable` (the cleaner's account is suspended, no new booking until it is reactivated), `city_not_served`, `service_type_not_offered`, `pets_not_tolerated`, `property_type_not_priced`, `discount_code_invalid`), or the Idempotency-Key was used for another request (`idempotency_key_reused`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "bookings.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                bookingId: components["parameters"]["BookingId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The booking. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Booking"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No booking with this id is yours (`booking_not_found`): only its client, its cleaner and admins see it. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "bookings.accept": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                bookingId: components["parameters"]["BookingId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The booking as it now stands. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Booking"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No booking with this id is yours (`booking_not_found`): only its client, its cleaner and admins see it. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The booking is not in a status this action applies to (`booking_transition_not_allowed`; the detail names the current status), the request expired (`booking_request_expired`) or its start passed (`booking_start_passed`). */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "payments.getBalancePayment": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                bookingId: components["parameters"]["BookingId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The balance. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BalancePayment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "payments.payBalance": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description A key the caller makes up for this one request (a UUID) and sends again, unchanged, when it
                 *     retries it. Stripe's semantics, kept 24 hours per user: the same key with the same body
                 *     answers the first response again (with `Idempotent-Replayed: true`); the same key with
                 *     another body is refused (`idempotency_key_reused`, 422); while the first request is still
                 *     running, a second one is refused (`idempotency_request_in_progress`, 409). The SDK makes one
                 *     up when the caller passes none.
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                bookingId: components["parameters"]["BookingId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PayBalanceRequest"];
            };
        };
        responses: {
            /** @description The balance after the attempt. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BalancePayment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["Problem402"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The Idempotency-Key was used for another request (`idempotency_key_reused`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "bookings.cancel": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                bookingId: components["parameters"]["BookingId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BookingCancelRequest"];
            };
        };
        responses: {
            /** @description The booking as it now stands. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Booking"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No booking with this id is yours (`booking_not_found`): only its client, its cleaner and admins see it. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The booking is not in a status this action applies to (`booking_transition_not_allowed`; the detail names the current status). */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            /** @description The payment provider refused the refund (`refund_failed`); nothing changed, try again. */
            502: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "bookings.updateChecklist": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                bookingId: components["parameters"]["BookingId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BookingChecklistUpdate"];
            };
        };
        responses: {
            /** @description The booking as it now stands. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Booking"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["BookingNotFound"];
            /** @description The checklist cannot change now (`checklist_locked`) or a cleaner tried to change its tasks (`checklist_tasks_locked`). */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "bookings.submitChecklist": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                bookingId: components["parameters"]["BookingId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The booking as it now stands. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Booking"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["BookingNotFound"];
            /** @description The booking is not in progress or the checklist was already submitted (`checklist_locked`). */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Tasks are left (`checklist_incomplete`) or required photos are missing (`photos_required`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "bookings.decline": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                bookingId: components["parameters"]["BookingId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["BookingDeclineRequest"];
            };
        };
        responses: {
            /** @description The booking as it now stands. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Booking"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No booking with this id is yours (`booking_not_found`): only its client, its cleaner and admins see it. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The booking is not in a status this action applies to (`booking_transition_not_allowed`; the detail names the current status). */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            /** @description The payment provider refused the refund (`refund_failed`); nothing changed, try again. */
            502: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "bookings.declineByClient": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                bookingId: components["parameters"]["BookingId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BookingCancelRequest"];
            };
        };
        responses: {
            /** @description The booking as it now stands. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Booking"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No booking with this id is yours (`booking_not_found`): only its client, its cleaner and admins see it. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The booking is not in a status this action applies to (`booking_transition_not_allowed`; the detail names the current status). */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            /** @description The payment provider refused the refund (`refund_failed`); nothing changed, try again. */
            502: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "bookings.getInvoice": {
        parameters: {
            query?: {
                /** @description The invoice's language; without it, `Accept-Language` decides, then French. */
                lang?: "fr" | "en";
            };
            header?: never;
            path: {
                bookingId: components["parameters"]["BookingId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invoice. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    /** @description Always `attachment`, named `facture-<number>.pdf` in French and `invoice-<number>.pdf` in English. */
                    "Content-Disposition": string;
                    /** @description The invoice's language. */
                    "Content-Language": "fr" | "en";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Content-Type-Options": "nosniff";
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["BookingNotFound"];
            /**
             * @description The invoice is not available until the final payment (`invoice_not_available`): the
             *     booking is not completed, or its balance has not been paid (pending, failed). The detail
             *     names the booking's status and payment status.
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many invoices asked for (`invoice_rate_limited`); the detail and `Retry-After` give the seconds to wait. */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    /** @description Seconds to wait before asking again. */
                    "Retry-After": string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "bookings.listPhotos": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                bookingId: components["parameters"]["BookingId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The photos. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingPhotoList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["BookingNotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "bookings.addPhoto": {
        parameters: {
            query: {
                kind: components["schemas"]["BookingPhotoKind"];
                room?: components["schemas"]["PhotoRoom"];
            };
            header?: never;
            path: {
                bookingId: components["parameters"]["BookingId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "image/jpeg": string;
                "image/png": string;
                "image/webp": string;
            };
        };
        responses: {
            /** @description The photo is stored. */
            201: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingPhoto"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["BookingNotFound"];
            /** @description The work is not in progress, or the checklist was submitted (`photos_locked`). */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Unreadable image, too many pixels, or 12 photos of this kind already (`too_many_photos`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "bookings.getPhoto": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                bookingId: components["parameters"]["BookingId"];
                photoId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["BookingNotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "bookings.deletePhoto": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                bookingId: components["parameters"]["BookingId"];
                photoId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The photo is gone. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["BookingNotFound"];
            /** @description The work is not in progress, or the checklist was submitted (`photos_locked`). */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "bookings.postpone": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                bookingId: components["parameters"]["BookingId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BookingPostponeRequest"];
            };
        };
        responses: {
            /** @description The booking as it now stands. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Booking"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No booking with this id is yours (`booking_not_found`): only its client, its cleaner and admins see it. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The booking is not in a status this action applies to (`booking_transition_not_allowed`; the detail names the current status), too close to the start (`postpone_too_late`) or the cleaner is not free then (`slot_unavailable`). */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "bookings.punchIn": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                bookingId: components["parameters"]["BookingId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeviceLocation"];
            };
        };
        responses: {
            /** @description The booking as it now stands. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Booking"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["BookingNotFound"];
            /** @description The booking is not confirmed (`booking_transition_not_allowed`) or it is more than 60 minutes before the start (`punch_in_too_early`). */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The device is too far from the property (`too_far_from_property`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "bookings.punchOut": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                bookingId: components["parameters"]["BookingId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeviceLocation"];
            };
        };
        responses: {
            /** @description The booking as it now stands. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Booking"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["BookingNotFound"];
            /** @description The booking is not in progress (`booking_transition_not_allowed`) or its checklist was not submitted (`checklist_not_submitted`). */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The device is too far from the property (`too_far_from_property`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "reviews.getForBooking": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                bookingId: components["parameters"]["BookingId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The review. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Review"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Not your booking (`booking_not_found`), or it has no review yet (`review_not_found`). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "reviews.create": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                bookingId: components["parameters"]["BookingId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewCreateRequest"];
            };
        };
        responses: {
            /** @description The review. */
            201: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Review"];
                };
            };
            /** @description A category has no rating (`review_ratings_incomplete`, one entry per category in `errors[]`), or a field is invalid (`validation_failed`). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["BookingNotFound"];
            /** @description The booking is not completed (`review_booking_not_completed`) or already has a review (`review_already_exists`). */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "bookings.quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BookingQuoteRequest"];
            };
        };
        responses: {
            /** @description The price. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingQuote"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A rule on the booking refused it: `property_not_found`, `cleaner_not_bookable` (not a listed cleaner), `cleaner_unavailable` (the cleaner's account is suspended), `city_not_served`, `service_type_not_offered`, `pets_not_tolerated`, `property_type_not_priced` (fixed-price cleaner without a price for this type of property), `discount_code_invalid`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "availability.getCalendarFeed": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                feedToken: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The calendar. */
            200: {
                headers: {
                    /** @description Calendar applications poll the feed; it may be kept privately for five minutes. */
                    "Cache-Control"?: "private, max-age=300";
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "search.giveFeedback": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                cleanerId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CleanerFeedback"];
            };
        };
        responses: {
            /** @description Recorded. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cleaners.getProfile": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The public profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicCleanerProfile"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "reviews.listForCleaner": {
        parameters: {
            query?: {
                /** @description The `nextCursor` of the previous page. */
                cursor?: components["parameters"]["ReviewCursor"];
                /** @description How many items per page. */
                limit?: components["parameters"]["PageLimit"];
            };
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of reviews. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicReviewPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "availability.listOccurrences": {
        parameters: {
            query: {
                from: components["schemas"]["LocalDate"];
                /** @description On or after `from`, at most 61 days after it. */
                to: components["schemas"]["LocalDate"];
            };
            header?: never;
            path: {
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The occurrences. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AvailabilityOccurrenceList"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "availability.listMyBlocks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every block of the signed-in cleaner, with its skipped dates. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AvailabilityBlockList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "availability.createBlock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewAvailabilityBlock"];
            };
        };
        responses: {
            /** @description The new block. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AvailabilityBlock"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The block repeats a slot the cleaner already has on some date (`availability_slot_exists`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "availability.deleteBlock": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                blockId: components["parameters"]["AvailabilityBlockId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The block is gone. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No block of yours has this id (`availability_block_not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "availability.addException": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                blockId: components["parameters"]["AvailabilityBlockId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewAvailabilityException"];
            };
        };
        responses: {
            /** @description The date was already skipped; the block. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AvailabilityBlock"];
                };
            };
            /** @description The date is now skipped; the block. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AvailabilityBlock"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No block of yours has this id (`availability_block_not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The block has no occurrence on this date (`availability_not_an_occurrence`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "availability.setWeeklyTemplate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WeeklyTemplate"];
            };
        };
        responses: {
            /** @description Every block of the cleaner after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AvailabilityBlockList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Another block already has one of these slots on some date (`availability_slot_exists`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "availability.getCalendarFeedUrl": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The feed link. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalendarFeedLink"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "availability.getGoogleCalendar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link's status. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GoogleCalendarStatus"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "availability.disconnectGoogleCalendar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Disconnected. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "availability.completeGoogleCalendarConnect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GoogleCalendarCallback"];
            };
        };
        responses: {
            /** @description Connected; the status after the first sync. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GoogleCalendarStatus"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description `state` is not the one of this cleaner's latest start, or that start is over 10 minutes
             *     old (`google_calendar_state_mismatch`): start again. Google refused the code
             *     (`google_calendar_refused`: expired, already used, or consent withdrawn).
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            500: components["responses"]["InternalError"];
            /**
             * @description Google did not answer (`google_calendar_unreachable`), this server has no Google
             *     credentials (`google_calendar_unavailable`), or a dependency failed. Nothing was kept.
             */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "availability.startGoogleCalendarConnect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Where to send the cleaner. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GoogleCalendarAuthorization"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            /** @description This server has no Google credentials (`google_calendar_unavailable`), or a dependency failed. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "availability.syncGoogleCalendar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Synced; the status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GoogleCalendarStatus"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Google Calendar is not connected (`google_calendar_not_connected`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Google refused Propre's access (`google_calendar_refused`); connect again. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            500: components["responses"]["InternalError"];
            /** @description Google did not answer (`google_calendar_unreachable`), or a dependency failed. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "availability.importBusyTimes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "text/calendar": string;
            };
        };
        responses: {
            /** @description The counts of this import. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BusyImportResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /**
             * @description The file is not a readable iCalendar file (`calendar_unreadable`), or it expands to more
             *     than 5,000 busy periods over 90 days (`calendar_too_many_events`).
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /**
             * @description This cleaner imported too often (`rate_limited`, with the RateLimit headers), or every
             *     work slot of the server is reading a calendar now (`server_busy`); nothing was imported.
             *     Send it again after `Retry-After` seconds.
             */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "availability.rotateCalendarFeed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new feed link. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalendarFeedLink"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "verification.listMyDocuments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The documents and the status. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyVerificationDocuments"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "verification.uploadDocument": {
        parameters: {
            query: {
                /** @description The file's name on the cleaner's device, for display; cut to 120 characters. */
                fileName?: string;
                type: components["schemas"]["VerificationDocumentType"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/pdf": string;
                "image/jpeg": string;
                "image/png": string;
            };
        };
        responses: {
            /** @description The document, pending review. */
            201: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerificationDocument"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The file is larger than 10 MB (`payload_too_large`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The file is not a PDF, JPG or PNG, or not the type declared (`unsupported_media_type`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /**
             * @description An image whose header claims more than 40 megapixels (`image_too_many_pixels`, a
             *     decompression bomb for whoever opens it) or that cannot be read (`image_unreadable`).
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            /** @description The file could not be stored (`upload_failed`) or another unexpected error; nothing was kept. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "verification.deleteDocument": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentId: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document and its file are gone. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No document of the caller has this id (`document_not_found`). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The document was already approved or rejected (`document_already_decided`). */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cleaners.listMyGalleryPhotos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every photo of the gallery. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GalleryPhotoList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cleaners.addGalleryPhoto": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "image/jpeg": string;
                "image/png": string;
                "image/webp": string;
            };
        };
        responses: {
            /** @description The photo is in the gallery. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GalleryPhoto"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Unreadable image, too many pixels, or the gallery is full. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cleaners.deleteGalleryPhoto": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                photoId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cleaners.updateGalleryPhoto": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                photoId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GalleryPhotoPatch"];
            };
        };
        responses: {
            /** @description The photo as changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GalleryPhoto"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cleaners.getMyOnboarding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Progress. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CleanerOnboarding"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "payments.listMyPayouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Balances and payouts. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyPayouts"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "payments.getConnectStatus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payout account. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectAccount"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "payments.startConnectOnboarding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The onboarding link. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectOnboardingLink"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "payments.requestInstantPayout": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description A key the caller makes up for this one request (a UUID) and sends again, unchanged, when it
                 *     retries it. Stripe's semantics, kept 24 hours per user: the same key with the same body
                 *     answers the first response again (with `Idempotent-Replayed: true`); the same key with
                 *     another body is refused (`idempotency_key_reused`, 422); while the first request is still
                 *     running, a second one is refused (`idempotency_request_in_progress`, 409). The SDK makes one
                 *     up when the caller passes none.
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payout. */
            201: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Payout"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            /** @description The Idempotency-Key was used for another request (`idempotency_key_reused`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cleaners.getMyProfile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profile (created empty on first access). */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CleanerProfile"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cleaners.updateMyProfile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CleanerProfileFields"];
            };
        };
        responses: {
            /** @description The saved profile. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CleanerProfile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A rule across fields is broken; nothing was saved. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "growth.listMyTodos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every item of the signed-in cleaner's list. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TodoList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "growth.createTodo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TodoCreateRequest"];
            };
        };
        responses: {
            /** @description The new item. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Todo"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "growth.deleteTodo": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                todoId: components["parameters"]["TodoId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "growth.updateTodo": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                todoId: components["parameters"]["TodoId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TodoPatch"];
            };
        };
        responses: {
            /** @description The item as changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Todo"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "clients.getMyOnboarding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Progress. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientOnboarding"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "clients.completeWelcome": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Progress after the welcome step. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientOnboarding"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "growth.referCommercialProperty": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CommercialReferralRequest"];
            };
        };
        responses: {
            /** @description Received and forwarded to the partner. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Received"];
                };
            };
            400: components["responses"]["BadRequest"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DependencyUnavailable"];
        };
    };
    "growth.sendContactMessage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactMessageRequest"];
            };
        };
        responses: {
            /** @description Received and passed on to support. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Received"];
                };
            };
            400: components["responses"]["BadRequest"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DependencyUnavailable"];
        };
    };
    "messaging.listConversations": {
        parameters: {
            query?: {
                /** @description The `nextCursor` of the previous page. */
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of conversations. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "messaging.getConversation": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                bookingId: components["parameters"]["BookingId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The conversation. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conversation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description Not a participant role (`forbidden`), or the booking was never confirmed (`messaging_confirmed_bookings_only`: messaging is available only for confirmed bookings). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The booking is not yours (`conversation_not_found`: only its client and its cleaner have a conversation). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "messaging.listMessages": {
        parameters: {
            query?: {
                /** @description The `nextCursor` of the previous page. */
                cursor?: components["schemas"]["MessageId"];
                limit?: number;
            };
            header?: never;
            path: {
                bookingId: components["parameters"]["BookingId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of messages. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessagePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description Not a participant role (`forbidden`), or the booking was never confirmed (`messaging_confirmed_bookings_only`: messaging is available only for confirmed bookings). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The booking is not yours (`conversation_not_found`: only its client and its cleaner have a conversation). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "messaging.sendMessage": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                bookingId: components["parameters"]["BookingId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MessageSendRequest"];
            };
        };
        responses: {
            /** @description Sent. */
            201: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description Not a participant role (`forbidden`); the booking was never confirmed (`messaging_confirmed_bookings_only`); or it ended and the conversation is read-only (`conversation_closed`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The booking is not yours (`conversation_not_found`: only its client and its cleaner have a conversation). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The text contains a phone number (`message_contains_phone_number`); nothing was stored. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "messaging.markRead": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                bookingId: components["parameters"]["BookingId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ConversationReadRequest"];
            };
        };
        responses: {
            /** @description Marked. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationReadResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description Not a participant role (`forbidden`), or the booking was never confirmed (`messaging_confirmed_bookings_only`: messaging is available only for confirmed bookings). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The booking is not yours (`conversation_not_found`), or the message is not in this conversation (`message_not_found`). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "growth.claimDiscountCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DiscountClaimRequest"];
            };
        };
        responses: {
            /** @description The address already had a code; here it is again. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DiscountClaim"];
                };
            };
            /** @description A new code. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DiscountClaim"];
                };
            };
            400: components["responses"]["BadRequest"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DependencyUnavailable"];
        };
    };
    "growth.listFaq": {
        parameters: {
            query?: {
                category?: components["schemas"]["FaqCategory"];
                /** @description The language to read in; without it, `Accept-Language`, then French. Content missing in English is served in French. */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The published entries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FaqList"];
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "growth.listGallery": {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
                room?: "kitchen" | "bathroom" | "living" | "bedroom" | "office" | "other";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of pairs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GalleryPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cleaners.getGalleryPhoto": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                photoId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The photo. */
            200: {
                headers: {
                    /** @description An hour. A photo's id names bytes that never change, but a photo the cleaner deletes must leave browsers and shared caches soon after, not a year later. */
                    "Cache-Control"?: "public, max-age=3600";
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "growth.getGalleryImage": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                itemId: string;
                side: "before" | "after";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image. */
            200: {
                headers: {
                    "Cache-Control"?: "public, max-age=3600";
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "health.getLiveness": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The process is alive. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ok",
                     *       "version": "0.1.0",
                     *       "uptimeSeconds": 12.5
                     *     }
                     */
                    "application/json": components["schemas"]["Liveness"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    "health.getReadiness": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every dependency answers. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ready",
                     *       "checks": {
                     *         "database": {
                     *           "status": "up",
                     *           "latencyMs": 1.2
                     *         },
                     *         "jobs": {
                     *           "status": "up",
                     *           "latencyMs": 2.4
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Readiness"];
                };
            };
            500: components["responses"]["InternalError"];
            /** @description At least one dependency is down; `checks` says which. */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "unavailable",
                     *       "checks": {
                     *         "database": {
                     *           "status": "up",
                     *           "latencyMs": 1.2
                     *         },
                     *         "jobs": {
                     *           "status": "down",
                     *           "latencyMs": 5000,
                     *           "error": "timeout"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Readiness"];
                };
            };
        };
    };
    "auth.signIn": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description Signed in. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthSession"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description Unknown account or wrong password (`invalid_credentials`); the answer does not say which. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /**
             * @description The password is right but an admin suspended the account (`account_suspended`);
             *     a wrong password answers 401 whatever the account's state.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "auth.signOut": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LogoutResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "messaging.listMyAdminMessages": {
        parameters: {
            query?: {
                /** @description The `nextCursor` of the previous page. */
                cursor?: components["schemas"]["AdminMessageId"];
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of messages. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminMessagePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "messaging.markAdminMessageRead": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                messageId: components["schemas"]["AdminMessageId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The message, read. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No message from the administrators to the caller has this id (`admin_message_not_found`). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "messaging.getUnreadCount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The count. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnreadCount"];
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "growth.confirmNewsletter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewsletterToken"];
            };
        };
        responses: {
            /** @description The address now receives the newsletter. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsletterStatus"];
                };
            };
            400: components["responses"]["BadRequest"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "growth.subscribeNewsletter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewsletterSubscribeRequest"];
            };
        };
        responses: {
            /** @description The confirmation link is on its way (or the address is already confirmed). */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsletterSubscribeResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DependencyUnavailable"];
        };
    };
    "growth.unsubscribeNewsletter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewsletterToken"];
            };
        };
        responses: {
            /** @description The address receives no more newsletters. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsletterStatus"];
                };
            };
            400: components["responses"]["BadRequest"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "partners.checkEmbed": {
        parameters: {
            query: {
                /** @description The partner's publishable key (`pk_live_…`). */
                key: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key is live and allows this origin. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmbedCheck"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description Unknown or revoked key (`partner_api_key_invalid`). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The page's origin is not one the key allows (`partner_origin_not_allowed`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "partners.getMe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The partner. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Partner"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "partners.listApiKeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The keys. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerApiKeyList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "partners.createApiKey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PartnerApiKeyCreateRequest"];
            };
        };
        responses: {
            /** @description The key and its secret. */
            201: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerApiKeyCreated"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Origins missing for a publishable key, given for a secret key, or not origins. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "partners.revokeApiKey": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                keyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The revoked key. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerApiKey"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "partners.listWebhookDeliveries": {
        parameters: {
            query?: {
                bookingId?: string;
                /** @description The `nextCursor` of the previous page. */
                cursor?: string;
                endpointId?: string;
                limit?: number;
                status?: "pending" | "succeeded" | "failed";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of deliveries. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerWebhookDeliveryPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "partners.listWebhookEndpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoints, disabled ones included, newest first. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerWebhookEndpointList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "partners.createWebhookEndpoint": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PartnerWebhookEndpointCreateRequest"];
            };
        };
        responses: {
            /** @description The endpoint and its signing secret. */
            201: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerWebhookEndpointCreated"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The URL is not an allowed endpoint (`webhook_url_not_allowed`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "partners.deleteWebhookEndpoint": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                endpointId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint is disabled. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "payments.getPaymentConfig": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The provider, and its publishable key when it is Stripe. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentConfig"];
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "payments.receiveWebhook": {
        parameters: {
            query?: never;
            header?: {
                /** @description `t=<unix time>,v1=<hex HMAC-SHA256 of "t.body">`, as Stripe signs. */
                "Stripe-Signature"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProviderEvent"];
            };
        };
        responses: {
            /** @description The event was received (processed now, or before). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookReceipt"];
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "places.searchCities": {
        parameters: {
            query: {
                limit?: number;
                /**
                 * @description The start of a city's name.
                 * @example st-je
                 */
                q: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching cities; empty when none matches. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-Public-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CityList"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description The query could not be part of a city's name (`invalid_city`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "places.getCity": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The city's slug (`montreal`, `saint-jerome`), its GeoNames id, or its name in French or
                 *     English, matched as `places.searchCities` does it for a whole name (`Montréal`, `Quebec City`,
                 *     `st-jerome`). A name that could not be a city's (digits, for example) answers 422 `invalid_city`.
                 * @example saint-jerome
                 */
                citySlug: components["parameters"]["CitySlug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The city. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-Public-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["City"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description No Quebec city has this slug, id or name (`city_not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The value could not be a city's name (`invalid_city`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "places.listNearbyCities": {
        parameters: {
            query?: {
                /** @description Radius in kilometres. */
                radiusKm?: number;
            };
            header?: never;
            path: {
                /**
                 * @description The city's slug (`montreal`, `saint-jerome`), its GeoNames id, or its name in French or
                 *     English, matched as `places.searchCities` does it for a whole name (`Montréal`, `Quebec City`,
                 *     `st-jerome`). A name that could not be a city's (digits, for example) answers 422 `invalid_city`.
                 * @example saint-jerome
                 */
                citySlug: components["parameters"]["CitySlug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The city and its neighbours. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-Public-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NearbyCities"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description No Quebec city has this slug, id or name (`city_not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The value could not be a city's name (`invalid_city`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "places.listRegions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The regions. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-Public-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegionList"];
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "places.getRegion": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The official code of one of Quebec's 17 administrative regions, `01` to `17`. */
                regionId: components["parameters"]["RegionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The region and its cities. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-Public-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegionDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "growth.getPricingTerms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The terms in force. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-Public-Day"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PricingTerms"];
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "properties.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The properties. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PropertyList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "properties.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PropertyCreateRequest"];
            };
        };
        responses: {
            /** @description The property. */
            201: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Property"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The client already has 50 properties (`property_limit_reached`). */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /**
             * @description The address was not suggested by the server or no longer designates a known place, the
             *     street line differs from the suggestion's, or the postal code is missing, differs from
             *     the suggestion's or is not in Quebec (`invalid_address`).
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "properties.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example prp_01jd0v3v4m0000000000000000 */
                propertyId: components["parameters"]["PropertyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The property, with its access details. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Property"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No property of the caller has this id (`property_not_found`). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "properties.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example prp_01jd0v3v4m0000000000000000 */
                propertyId: components["parameters"]["PropertyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No property of the caller has this id (`property_not_found`). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A future booking uses the property (`property_in_use`). */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "properties.update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example prp_01jd0v3v4m0000000000000000 */
                propertyId: components["parameters"]["PropertyId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PropertyPatch"];
            };
        };
        responses: {
            /** @description The saved property. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Property"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No property of the caller has this id (`property_not_found`). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The address of a property a future booking uses cannot change (`property_in_use`). */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The new address breaks a rule of creation, or comes without a suggestion (`invalid_address`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "properties.suggestAddresses": {
        parameters: {
            query: {
                /**
                 * @description The address as typed so far.
                 * @example 123 rue Saint-Denis, Montréal H2X 1K4
                 */
                q: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The readings, the likeliest first; empty while no municipality is named yet. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddressSuggestionList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The text cannot be an address in Quebec (`invalid_address`, `city_not_served`, `invalid_city`, `city_not_found`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "referrals.getInvitation": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The code as shared (8 letters and digits). */
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invitation. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferralInvitation"];
                };
            };
            400: components["responses"]["BadRequest"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "referrals.listMine": {
        parameters: {
            query?: {
                /** @description The `nextCursor` of the previous page. */
                cursor?: string;
                /** @description How many items per page. */
                limit?: components["parameters"]["PageLimit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of referred accounts. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferredUserPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "referrals.getMine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's code, link and reward totals. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferralOverview"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "referrals.listRewards": {
        parameters: {
            query?: {
                /** @description The `nextCursor` of the previous page. */
                cursor?: string;
                /** @description How many items per page. */
                limit?: components["parameters"]["PageLimit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of rewards. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferralRewardPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "auth.register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignupRequest"];
            };
        };
        responses: {
            /** @description The account exists and is signed in. */
            201: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthSession"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description The username or the email is already used (`username_taken`, `email_taken`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /**
             * @description Well-formed but refused: unknown referral code (`invalid_referral_code`), a too common
             *     password (`password_too_common`), outdated terms (`terms_version_outdated`).
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "reviews.reply": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reviewId: components["parameters"]["ReviewId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewReplyRequest"];
            };
        };
        responses: {
            /** @description The review with its answer. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Review"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The review already has an answer (`review_reply_exists`). */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "reviews.listMine": {
        parameters: {
            query?: {
                /** @description The `nextCursor` of the previous page. */
                cursor?: components["parameters"]["ReviewCursor"];
                /** @description How many items per page. */
                limit?: components["parameters"]["PageLimit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of reviews. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "search.findCleaners": {
        parameters: {
            query?: {
                availableSoon?: boolean;
                city?: string;
                cursor?: string;
                date?: string;
                ecoCertified?: boolean;
                experienceLevel?: components["schemas"]["ExperienceLevel"];
                gender?: components["schemas"]["Gender"];
                lat?: number;
                limit?: number;
                lng?: number;
                minRating?: number;
                /** @description Pets at home; only cleaners tolerating all of them match. */
                pets?: components["schemas"]["PetTolerance"][];
                radiusKm?: number;
                /** @description One of Quebec's 17 administrative regions (01–17); cleaners serving a city in it (the /region/{regionId} page). */
                regionId?: string;
                serviceType?: components["schemas"]["ServiceType"];
                sort?: "recommended" | "rating" | "price" | "distance";
                verified?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of cleaners. */
            200: {
                headers: {
                    /**
                     * @description `public, max-age=30`: the same query answers the same page for 30 seconds, so any cache
                     *     may keep it that long. A signed-in client's results reflect their own feedback:
                     *     `no-store`.
                     */
                    "Cache-Control"?: "public, max-age=30" | "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CleanerSearchPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description Unknown or invalid city (`city_not_found`, `invalid_city`), or a place given both ways. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "users.getAvatar": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The picture, as WebP. */
            200: {
                headers: {
                    /** @description The URL changes with each upload (`?v=…`), so the bytes behind one URL never change for a day. */
                    "Cache-Control"?: "public, max-age=86400";
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "users.getMe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed-in user. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "users.deleteMe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeleteAccountRequest"];
            };
        };
        responses: {
            /** @description The account is deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The account still has open bookings (`account_has_open_bookings`); `detail` says how many. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Wrong confirmation word (`confirmation_mismatch`) or current password (`current_password_incorrect`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "users.updateMe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserPatch"];
            };
        };
        responses: {
            /** @description The updated user. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The new email is already used (`email_taken`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Current password missing or wrong, or the new password too common. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "users.uploadAvatar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "image/jpeg": string;
                "image/png": string;
                "image/webp": string;
            };
        };
        responses: {
            /** @description The user with the new picture. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The content is not a readable image of an allowed type (`image_unreadable`, `image_too_many_pixels`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "verification.getDocumentFile": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentId: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    /** @description Always `attachment`, with the document's display name. */
                    "Content-Disposition": string;
                    "X-Content-Type-Options": "nosniff";
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "image/jpeg": string;
                    "image/png": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No document with this id that the caller may read (`document_not_found`). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "growth.getVersion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The version label. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-Public-Day"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "label": "beta 0.95.13",
                     *       "stage": "beta",
                     *       "version": "0.95.13"
                     *     }
                     */
                    "application/json": components["schemas"]["VersionLabel"];
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "partners.bookingEvent": {
        parameters: {
            query?: never;
            header: {
                "Propre-Event-Id": string;
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the endpoint's secret>`. */
                "Propre-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PartnerEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
