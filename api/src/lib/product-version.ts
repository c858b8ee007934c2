/**
 * The product version the interface shows (spec §1: "beta 0.95.13"). It is the product's
 * label, not the API package's version (openapi info.version, in /api/health).
 */
export const productVersion = { label: 'beta 0.95.13', stage: 'beta', version: '0.95.13' } as const;
