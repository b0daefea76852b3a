/** Every string of the billing screens that a person reads. */
export const billingStrings = {
  title: 'Plan',
  intro: "The workspace's plan of the catalogue and its subscription status.",
  loading: 'Loading the plan…',
  loadFailed: 'The plan could not be loaded.',
  retry: 'Retry',
  selfHosted:
    'Billing is off on this installation (no STRIPE_SECRET_KEY): every workspace is on the unlimited self-hosted plan.',
  current: 'Current plan',
  legacy: 'legacy',
  trial: 'trial',
  status: 'Subscription status',
  noSubscription: 'None (free plan)',
  trialState: 'Trial',
  trialEnds: 'Trial ends',
  readOnly: 'The trial ended with no free plan after it: nothing limited can be added.',
  choose: 'Change plan to',
  save: 'Change plan',
  saving: 'Changing…',
  changed: (name: string) => `The workspace is now on ${name}.`,
};
