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
         *     own schedule. Calendar apps poll it; an unknown or rotated token answers 404.
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
         * @description The secret address of an ICS feed of the cleaner's availability for the next 90 days, to
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
         *     America/Toronto. Only start and end are kept: titles, places and descriptions are dropped.
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
        DayHalves: {
            /** @description Available 13:00–17:00. */
            afternoon: boolean;
            /** @description Available 08:00–12:00. */
            morning: boolean;
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
         * Format: date
         * @description A calendar date in America/Toronto, `YYYY-MM-DD`.
         * @example 2026-11-30
         */
        LocalDate: string;
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
        AvailabilityBlockId: string;
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
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
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
            500: components["responses"]["InternalError"];
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
