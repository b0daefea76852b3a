/** The outcome of a tenant-route change, shown above the routes table or the route form. */
export interface RouteMessage {
  severity: 'success' | 'error';
  text: string;
}
