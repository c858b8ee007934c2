import type { DeviceLocation, LocateProblem } from './types.ts';

/** A refused or failed position read, with the reason the widget explains. */
export class LocateError extends Error {
  readonly problem: LocateProblem;
  constructor(problem: LocateProblem) {
    super(`geolocation: ${problem}`);
    this.problem = problem;
  }
}

const reasons: Record<number, LocateProblem> = { 1: 'denied', 2: 'unavailable', 3: 'timeout' };

/**
 * The device's position, read once when the cleaner taps (never watched). A fresh, precise fix:
 * the API checks the distance to the property, so a stale or coarse position would refuse her.
 */
export function locateDevice(
  geolocation: Geolocation | undefined = typeof navigator === 'undefined' ? undefined : navigator.geolocation,
  timeoutMs = 20_000,
): Promise<DeviceLocation> {
  if (!geolocation) return Promise.reject(new LocateError('unsupported'));
  return new Promise((resolve, reject) => {
    geolocation.getCurrentPosition(
      ({ coords }) =>
        resolve({
          latitude: coords.latitude,
          longitude: coords.longitude,
          // The contract caps the radius at 100 km: a wilder guess is no information.
          ...(Number.isFinite(coords.accuracy) ? { accuracyMeters: Math.min(Math.max(coords.accuracy, 0), 100_000) } : {}),
        }),
      (error) => reject(new LocateError(reasons[error.code] ?? 'unavailable')),
      // No cached position: after « too far », she walks to the door and taps again.
      { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 0 },
    );
  });
}
