// Generated from openapi.json by scripts/generate.ts. Do not edit.

export interface paths {
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
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
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
         * @description At least 8 and at most 128 characters, any characters. No composition rules; the most
         *     common passwords, and passwords equal to the username or email, are refused
         *     (`password_too_common`).
         */
        Password: string;
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
        Readiness: {
            checks: {
                database: components["schemas"]["DependencyCheck"];
                jobs: components["schemas"]["DependencyCheck"];
            };
            /** @enum {string} */
            status: "ready" | "unavailable";
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
}
