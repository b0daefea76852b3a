/** Every string of the add-ons section of /settings/billing/update that a person reads. */
export const addOnStrings = {
  title: 'Add-ons',
  subtitle:
    'Add-ons are billed with your plan, at its interval. Stripe prorates them from today; you see the invoice first.',
  none: 'No add-on is offered on this installation.',
  held: 'Included in your subscription',
  notHeld: 'Not included',
  add: (name: string) => `Add ${name}`,
  remove: (name: string) => `Remove ${name}`,
  previewTitle: (name: string, add: boolean) => (add ? `Adding ${name}` : `Removing ${name}`),
  confirm: (name: string, add: boolean) => (add ? `Confirm: add ${name}` : `Confirm: remove ${name}`),
  cancel: 'Cancel',
  done: (name: string, add: boolean) =>
    add ? `${name} is now part of your subscription.` : `${name} was removed from your subscription.`,
};
