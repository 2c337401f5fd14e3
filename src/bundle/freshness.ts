import { BundleError } from './reasons';
import type { Predicate } from './statement';

/** Default tolerance for clocks that disagree between the sealing machine and the verifier. */
export const DEFAULT_CLOCK_SKEW_SECONDS = 300;

/** Throws `expired` / `not-yet-valid` unless `now` lies in [issuedAt − skew, expiresAt + skew]. */
export function checkFreshness(
  predicate: Pick<Predicate, 'issuedAt' | 'expiresAt'>,
  now: Date,
  clockSkewSeconds = DEFAULT_CLOCK_SKEW_SECONDS,
): void {
  const skew = clockSkewSeconds * 1000;
  const issued = Date.parse(predicate.issuedAt);
  const expires = Date.parse(predicate.expiresAt);
  if (!(expires > issued)) {
    throw new BundleError('bad-statement', 'expiresAt is not after issuedAt');
  }
  if (now.getTime() > expires + skew) {
    throw new BundleError('expired', `bundle expired at ${predicate.expiresAt}`);
  }
  if (issued > now.getTime() + skew) {
    throw new BundleError(
      'not-yet-valid',
      `bundle is issued at ${predicate.issuedAt}, in the future (now ${now.toISOString()})`,
    );
  }
}
