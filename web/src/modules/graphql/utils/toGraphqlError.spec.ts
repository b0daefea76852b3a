import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { GraphqlError } from './GraphqlError';
import { toGraphqlError } from './toGraphqlError';

/** An Apollo error as the client raises it for one GraphQL error of the server's answer. */
function answered(extensions: Record<string, unknown>): unknown {
  return new CombinedGraphQLErrors({ errors: [{ message: 'Refused.', extensions }] });
}

describe(toGraphqlError.name, () => {
  it('should carry the plan refusal when a plan limit refused the call', () => {
    const sut = toGraphqlError(
      answered({
        errorCode: 'FORBIDDEN',
        humanReadable: true,
        details: {
          planLimit: 'maxProjects',
          maximum: 3,
          plan: 'free-jul-2025',
          planName: 'Free',
          upgradePlan: 'pro',
          upgradePlanName: 'Pro',
        },
      }),
    );
    expect(sut).toBeInstanceOf(GraphqlError);
    expect(sut.errorCode).toBe('FORBIDDEN');
    expect(sut.planRefusal).toEqual({
      planLimit: 'maxProjects',
      planName: 'Free',
      upgradePlanName: 'Pro',
      maximum: 3,
      buySeats: false,
      readOnly: false,
      addOnName: null,
    });
  });

  it('should carry the way to buy seats when all paid seats are in use', () => {
    const sut = toGraphqlError(
      answered({
        errorCode: 'FORBIDDEN',
        humanReadable: true,
        details: {
          planLimit: 'maxQuantity',
          maximum: 3,
          planName: 'Team',
          upgradePlanName: null,
          buySeats: true,
        },
      }),
    );
    expect(sut.planRefusal).toMatchObject({ planLimit: 'maxQuantity', maximum: 3, buySeats: true });
  });

  it('should carry no plan refusal when a FORBIDDEN error is about a role', () => {
    const sut = toGraphqlError(answered({ errorCode: 'FORBIDDEN', humanReadable: true }));
    expect(sut.planRefusal).toBeNull();
  });

  it('should read a missing upgrade plan as null when no plan lifts the limit', () => {
    const sut = toGraphqlError(
      answered({
        errorCode: 'FORBIDDEN',
        humanReadable: true,
        details: { planLimit: 'maxProjects', planName: 'Enterprise', upgradePlanName: null },
      }),
    );
    expect(sut.planRefusal).toEqual({
      planLimit: 'maxProjects',
      planName: 'Enterprise',
      upgradePlanName: null,
      maximum: null,
      buySeats: false,
      readOnly: false,
      addOnName: null,
    });
  });

  it('should name the add-on that turns a feature off, with no plan to upgrade to', () => {
    const sut = toGraphqlError(
      answered({
        errorCode: 'FORBIDDEN',
        humanReadable: true,
        details: {
          planLimit: 'allowWebVttDownload',
          planName: 'Team',
          upgradePlanName: null,
          addOn: 'hipaa',
          addOnName: 'HIPAA',
        },
      }),
    );
    expect(sut.planRefusal).toMatchObject({ planLimit: 'allowWebVttDownload', addOnName: 'HIPAA' });
  });
});
