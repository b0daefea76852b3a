/**
 * The address a workspace answers on: its subdomain in front of the host serving this console
 * (same scheme and port), e.g. http://demo.localhost:3000/.
 */
export function workspaceAddress(
  subdomain: string,
  location: Pick<Location, 'protocol' | 'host'> = window.location,
): string {
  return `${location.protocol}//${subdomain}.${location.host}/`;
}
