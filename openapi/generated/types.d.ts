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
        /** @description Computed by the platform, never set by hand; null until there is data. */
        CleanerComputed: {
            completionRate: number | null;
            rating: number | null;
            responseTimeMinutes: number | null;
            reviewCount: number;
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
        UserId: string;
    };
    requestBodies: never;
    headers: {
        /** @description The answer is personal or describes the present moment and must not be cached. */
        "Cache-Control-No-Store": "no-store";
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
