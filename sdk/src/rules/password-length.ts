/**
 * The contract's bounds of a password (`Password`: 8 to 128 characters, any characters). In a
 * module of their own, so that a form which checks only the length does not carry the list of
 * common passwords (bundlers split by module).
 */
export const passwordMinLength = 8;
export const passwordMaxLength = 128;
