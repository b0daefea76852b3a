/** Spec 001 §7 answer of PUT and DELETE /control/tenant-routes. */
export type TenantRouteResponse =
  | {
      status: 'success';
      route?: { subdomain: string; teamId: string; region: string; createdDate: string };
      deleted?: number;
    }
  | { status: 'error'; error: { code: string; message: string } };
