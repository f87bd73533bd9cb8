/**
 * Watches for an affiliate call answering 401 and brings the affiliate to the
 * login page with a message. Placeholder until the affiliate issue builds it.
 */
export function SessionExpiryWatcher() {
  return null;
}
