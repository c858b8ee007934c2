// Generated from openapi.json by scripts/generate.ts. Do not edit.

export interface paths {
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
         *     happens in the background), so it cannot be used to discover accounts. Limited per IP and
         *     per email (429).
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
         *     where to go next. A user who already has a role gets 409 (`role_already_selected`).
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
         *     makes up; `fileName` is only kept, cleaned, to show the document to people. The document
         *     waits for an administrator's review (`pending`).
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
         *     never appear.
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
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
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
        };
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
         * @description Derived from years of experience — under 2 beginner, 2 to 5 intermediate, over 5 expert.
         * @enum {string}
         */
        ExperienceLevel: "beginner" | "intermediate" | "expert";
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
        /** @enum {string} */
        Gender: "male" | "female" | "other" | "prefer_not_to_say";
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
        /**
         * @description How the cleaner charges; one at a time. Switching keeps the other rates stored but not applied.
         * @enum {string}
         */
        PaymentMethod: "hourly" | "fixed";
        /** @enum {string} */
        PetTolerance: "cats" | "dogs" | "birds" | "other";
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
         * Problem
         * @description An RFC 9457 problem detail with Propre's extension members.
         */
        Problem: {
            /**
             * @description Stable machine-readable code; see docs/errors.md for the catalogue.
             * @example validation_failed
             */
            code: string;
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
            id: string;
            languages: string[];
            /** Format: date-time */
            memberSince: string;
            name: string;
            petTolerance: components["schemas"]["PetTolerance"][];
            profilePic: string | null;
            rates: components["schemas"]["CleanerRates"];
            serviceCities: string[];
            serviceTypes: components["schemas"]["ServiceType"][];
            skills: string[];
            slug: string;
            stats: components["schemas"]["CleanerComputed"];
            /** @description True when the cleaner has GST and QST numbers, so bookings carry both taxes. */
            taxRegistered: boolean;
            yearsOfExperience: number | null;
        };
        Readiness: {
            checks: {
                database: components["schemas"]["DependencyCheck"];
                jobs: components["schemas"]["DependencyCheck"];
            };
            /** @enum {string} */
            status: "ready" | "unavailable";
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
        /** @description An amount in cents of Canadian dollars that may be negative (a ledger balance). */
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
        /**
         * @description The city's slug (`montreal`, `saint-jerome`), its GeoNames id, or its name in French or
         *     English, matched as `places.searchCities` does it for a whole name (`Montréal`, `Quebec City`,
         *     `st-jerome`). A name that could not be a city's (digits, for example) answers 422 `invalid_city`.
         * @example saint-jerome
         */
        CitySlug: string;
        DocumentId: string;
        /** @description The official code of one of Quebec's 17 administrative regions, `01` to `17`. */
        RegionId: components["schemas"]["RegionId"];
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
export type $defs = Record<string, never>;
export interface operations {
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
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            403: components["responses"]["Forbidden"];
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
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
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
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            500: components["responses"]["InternalError"];
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
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
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
        };
    };
}
